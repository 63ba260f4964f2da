import type { HraFormMessages as PageMessages } from './messages';
import type { SectionFormMessages } from './section-form-messages';

/** The page's and an open section's strings share one translation module (the section's form loads on demand with its English only). */
type HraFormMessages = PageMessages & SectionFormMessages;

// Loaded on first use of a language other than English (see Catalogue).
export const es: HraFormMessages = {
  intro:
    'Responde cada sección a tu ritmo: tus respuestas se guardan sobre la marcha y se cifran para que solo tú puedas leerlas. Envía la evaluación cuando cada sección esté completa u omitida.',
  buttons: { new: 'Comenzar', incomplete: 'Completar', complete: 'Editar', review: 'Revisar', skipped: 'Continuar sección' },
  saveDraft: 'Guardar y seguir más tarde',
  saveSection: 'Guardar sección',
  skip: 'Omitir sección',
  back: 'Volver a las secciones',
  submit: 'Enviar evaluación',
  submitHint: 'Completa u omite cada sección para enviar la evaluación.',
  submitted: 'Enviada el {date}. Aún puedes abrir una sección para cambiar tus respuestas; al guardarla se reabre la evaluación.',
  saved: 'Tus respuestas se guardaron.',
  saveFailed: 'No se pudieron guardar tus respuestas. Inténtalo de nuevo.',
  submitFailed: 'No se pudo enviar tu evaluación. Inténtalo de nuevo.',
  lastTwoWeeks: 'Durante las últimas 2 semanas, ¿con qué frecuencia le han molestado los siguientes problemas?',
  lastSevenDays: 'En los últimos 7 días:',
  frequency: { 'not-at-all': 'Nunca', 'several-days': 'Varios días', 'more-than-half': 'Más de la mitad de los días', 'nearly-every-day': 'Casi todos los días' },
  questions: {
    'social-history': {
      smoking: { label: '¿Fumas tabaco?', options: { never: 'Nunca he fumado', former: 'Antes fumaba', current: 'Fumo ahora' } },
      alcohol: {
        label: '¿Con qué frecuencia tomas una bebida que contiene alcohol?',
        options: {
          never: 'Nunca',
          monthly: 'Una vez al mes o menos',
          'two-to-four-monthly': 'De 2 a 4 veces al mes',
          'two-to-three-weekly': 'De 2 a 3 veces a la semana',
          'four-plus-weekly': '4 o más veces a la semana',
        },
      },
      exerciseDays: { label: '¿Cuántos días a la semana haces ejercicio durante 30 minutos o más?' },
    },
    'depression-screening': {
      interest: { label: 'Poco interés o placer en hacer las cosas' },
      down: { label: 'Se ha sentido decaído(a), deprimido(a) o sin esperanzas' },
    },
    'anxiety-screening': {
      nervous: { label: 'Se ha sentido nervioso(a), ansioso(a) o con los nervios de punta' },
      worrying: { label: 'No ha sido capaz de parar o controlar su preocupación' },
    },
    'family-history': {
      conditions: {
        label: '¿Tu padre, tu madre, un hermano o una hermana ha tenido alguna de estas?',
        options: {
          'heart-disease': 'Enfermedad cardíaca',
          diabetes: 'Diabetes',
          cancer: 'Cáncer',
          stroke: 'Accidente cerebrovascular',
          'high-blood-pressure': 'Presión arterial alta',
          'mental-health': 'Un problema de salud mental',
          none: 'Ninguna de estas',
        },
      },
      details: { label: '¿Algo más que debamos saber? (opcional)' },
    },
    epds: {
      blamed: {
        label: 'Me he culpado sin necesidad cuando las cosas no salían bien',
        options: { most: 'Sí, la mayoría de las veces', some: 'Sí, algunas veces', 'not-often': 'No muy a menudo', never: 'No, nunca' },
      },
      anxious: {
        label: 'He estado ansiosa o preocupada sin motivo',
        options: { 'not-at-all': 'No, para nada', 'hardly-ever': 'Casi nada', sometimes: 'Sí, a veces', 'very-often': 'Sí, a menudo' },
      },
      panicky: {
        label: 'He sentido miedo o pánico sin motivo alguno',
        options: { 'quite-a-lot': 'Sí, bastante', sometimes: 'Sí, a veces', 'not-much': 'No, no mucho', 'not-at-all': 'No, nada' },
      },
    },
  },
};

export const fr: HraFormMessages = {
  intro:
    'Répondez à chaque section à votre rythme : vos réponses sont enregistrées au fur et à mesure et chiffrées pour que vous seul puissiez les lire. Envoyez le bilan quand chaque section est terminée ou passée.',
  buttons: { new: 'Commencer', incomplete: 'Terminer', complete: 'Modifier', review: 'Revoir', skipped: 'Reprendre la section' },
  saveDraft: 'Enregistrer et continuer plus tard',
  saveSection: 'Enregistrer la section',
  skip: 'Passer la section',
  back: 'Retour aux sections',
  submit: 'Envoyer le bilan',
  submitHint: 'Terminez ou passez chaque section pour envoyer le bilan.',
  submitted: "Envoyé le {date}. Vous pouvez encore ouvrir une section pour modifier vos réponses ; l'enregistrer rouvre le bilan.",
  saved: 'Vos réponses ont été enregistrées.',
  saveFailed: "Vos réponses n'ont pas pu être enregistrées. Veuillez réessayer.",
  submitFailed: "Votre bilan n'a pas pu être envoyé. Veuillez réessayer.",
  lastTwoWeeks: 'Au cours des 2 dernières semaines, à quelle fréquence avez-vous été gêné(e) par les problèmes suivants ?',
  lastSevenDays: 'Au cours des 7 derniers jours :',
  frequency: { 'not-at-all': 'Jamais', 'several-days': 'Plusieurs jours', 'more-than-half': 'Plus de la moitié du temps', 'nearly-every-day': 'Presque tous les jours' },
  questions: {
    'social-history': {
      smoking: { label: 'Fumez-vous du tabac ?', options: { never: "Je n'ai jamais fumé", former: "J'ai fumé", current: 'Je fume' } },
      alcohol: {
        label: "À quelle fréquence buvez-vous une boisson contenant de l'alcool ?",
        options: {
          never: 'Jamais',
          monthly: 'Une fois par mois ou moins',
          'two-to-four-monthly': '2 à 4 fois par mois',
          'two-to-three-weekly': '2 à 3 fois par semaine',
          'four-plus-weekly': '4 fois ou plus par semaine',
        },
      },
      exerciseDays: { label: 'Combien de jours par semaine faites-vous 30 minutes d’exercice ou plus ?' },
    },
    'depression-screening': {
      interest: { label: 'Peu d’intérêt ou de plaisir à faire les choses' },
      down: { label: 'Être triste, déprimé(e) ou désespéré(e)' },
    },
    'anxiety-screening': {
      nervous: { label: 'Un sentiment de nervosité, d’anxiété ou de tension' },
      worrying: { label: 'Une incapacité à arrêter de s’inquiéter ou à contrôler ses inquiétudes' },
    },
    'family-history': {
      conditions: {
        label: 'Un parent, un frère ou une sœur a-t-il eu l’une de ces maladies ?',
        options: {
          'heart-disease': 'Maladie cardiaque',
          diabetes: 'Diabète',
          cancer: 'Cancer',
          stroke: 'AVC',
          'high-blood-pressure': 'Hypertension',
          'mental-health': 'Un trouble de santé mentale',
          none: 'Aucune',
        },
      },
      details: { label: 'Autre chose à nous dire ? (facultatif)' },
    },
    epds: {
      blamed: {
        label: "Je me suis reprochée, sans raison, d'être responsable quand les choses allaient mal",
        options: { most: 'Oui, la plupart du temps', some: 'Oui, parfois', 'not-often': 'Pas très souvent', never: 'Non, jamais' },
      },
      anxious: {
        label: 'Je me suis sentie inquiète ou soucieuse sans motifs',
        options: { 'not-at-all': 'Non, pas du tout', 'hardly-ever': 'Presque jamais', sometimes: 'Oui, parfois', 'very-often': 'Oui, très souvent' },
      },
      panicky: {
        label: 'Je me suis sentie effrayée ou paniquée sans vraiment de raisons',
        options: { 'quite-a-lot': 'Oui, vraiment souvent', sometimes: 'Oui, parfois', 'not-much': 'Non, pas très souvent', 'not-at-all': 'Non, pas du tout' },
      },
    },
  },
};

export const de: HraFormMessages = {
  intro:
    'Beantworten Sie jeden Abschnitt in Ihrem Tempo: Ihre Antworten werden laufend gespeichert und verschlüsselt, sodass nur Sie sie lesen können. Senden Sie den Fragebogen ab, wenn jeder Abschnitt abgeschlossen oder übersprungen ist.',
  buttons: { new: 'Loslegen', incomplete: 'Abschließen', complete: 'Bearbeiten', review: 'Ansehen', skipped: 'Abschnitt fortsetzen' },
  saveDraft: 'Speichern und später weitermachen',
  saveSection: 'Abschnitt speichern',
  skip: 'Abschnitt überspringen',
  back: 'Zurück zu den Abschnitten',
  submit: 'Fragebogen absenden',
  submitHint: 'Schließen Sie jeden Abschnitt ab oder überspringen Sie ihn, um den Fragebogen abzusenden.',
  submitted: 'Abgesendet am {date}. Sie können einen Abschnitt weiterhin öffnen und Ihre Antworten ändern; das Speichern öffnet den Fragebogen wieder.',
  saved: 'Ihre Antworten wurden gespeichert.',
  saveFailed: 'Ihre Antworten konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  submitFailed: 'Ihr Fragebogen konnte nicht abgesendet werden. Bitte versuchen Sie es erneut.',
  lastTwoWeeks: 'Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch die folgenden Beschwerden beeinträchtigt?',
  lastSevenDays: 'In den letzten 7 Tagen:',
  frequency: { 'not-at-all': 'Überhaupt nicht', 'several-days': 'An einzelnen Tagen', 'more-than-half': 'An mehr als der Hälfte der Tage', 'nearly-every-day': 'Beinahe jeden Tag' },
  questions: {
    'social-history': {
      smoking: { label: 'Rauchen Sie Tabak?', options: { never: 'Ich habe nie geraucht', former: 'Ich habe früher geraucht', current: 'Ich rauche' } },
      alcohol: {
        label: 'Wie oft trinken Sie ein alkoholisches Getränk?',
        options: {
          never: 'Nie',
          monthly: 'Einmal im Monat oder seltener',
          'two-to-four-monthly': '2- bis 4-mal im Monat',
          'two-to-three-weekly': '2- bis 3-mal pro Woche',
          'four-plus-weekly': '4-mal oder öfter pro Woche',
        },
      },
      exerciseDays: { label: 'An wie vielen Tagen pro Woche bewegen Sie sich 30 Minuten oder länger?' },
    },
    'depression-screening': {
      interest: { label: 'Wenig Interesse oder Freude an Ihren Tätigkeiten' },
      down: { label: 'Niedergeschlagenheit, Schwermut oder Hoffnungslosigkeit' },
    },
    'anxiety-screening': {
      nervous: { label: 'Nervosität, Ängstlichkeit oder Anspannung' },
      worrying: { label: 'Nicht in der Lage sein, Sorgen zu stoppen oder zu kontrollieren' },
    },
    'family-history': {
      conditions: {
        label: 'Hatte ein Elternteil oder Geschwister eine dieser Erkrankungen?',
        options: {
          'heart-disease': 'Herzerkrankung',
          diabetes: 'Diabetes',
          cancer: 'Krebs',
          stroke: 'Schlaganfall',
          'high-blood-pressure': 'Bluthochdruck',
          'mental-health': 'Eine psychische Erkrankung',
          none: 'Keine davon',
        },
      },
      details: { label: 'Sonst noch etwas, das wir wissen sollten? (optional)' },
    },
    epds: {
      blamed: {
        label: 'Ich habe mir unnötigerweise die Schuld gegeben, wenn etwas schiefging',
        options: { most: 'Ja, meistens', some: 'Ja, manchmal', 'not-often': 'Nicht sehr oft', never: 'Nein, niemals' },
      },
      anxious: {
        label: 'Ich war ängstlich oder besorgt aus nichtigen Gründen',
        options: { 'not-at-all': 'Nein, überhaupt nicht', 'hardly-ever': 'Selten', sometimes: 'Ja, manchmal', 'very-often': 'Ja, häufig' },
      },
      panicky: {
        label: 'Ich erschrak leicht bzw. reagierte panisch aus unerfindlichen Gründen',
        options: { 'quite-a-lot': 'Ja, oft', sometimes: 'Ja, manchmal', 'not-much': 'Nein, nicht oft', 'not-at-all': 'Nein, nie' },
      },
    },
  },
};

export const pt: HraFormMessages = {
  intro:
    'Responda cada seção no seu ritmo: suas respostas são salvas à medida que avança e criptografadas para que só você possa lê-las. Envie a avaliação quando cada seção estiver completa ou pulada.',
  buttons: { new: 'Começar', incomplete: 'Completar', complete: 'Editar', review: 'Revisar', skipped: 'Continuar seção' },
  saveDraft: 'Salvar e continuar depois',
  saveSection: 'Salvar seção',
  skip: 'Pular seção',
  back: 'Voltar às seções',
  submit: 'Enviar avaliação',
  submitHint: 'Complete ou pule cada seção para enviar a avaliação.',
  submitted: 'Enviada em {date}. Você ainda pode abrir uma seção para mudar suas respostas; salvá-la reabre a avaliação.',
  saved: 'Suas respostas foram salvas.',
  saveFailed: 'Não foi possível salvar suas respostas. Tente novamente.',
  submitFailed: 'Não foi possível enviar sua avaliação. Tente novamente.',
  lastTwoWeeks: 'Durante as últimas 2 semanas, com que frequência você foi incomodado(a) pelos problemas abaixo?',
  lastSevenDays: 'Nos últimos 7 dias:',
  frequency: { 'not-at-all': 'Nenhuma vez', 'several-days': 'Vários dias', 'more-than-half': 'Mais da metade dos dias', 'nearly-every-day': 'Quase todos os dias' },
  questions: {
    'social-history': {
      smoking: { label: 'Você fuma tabaco?', options: { never: 'Nunca fumei', former: 'Já fumei', current: 'Fumo atualmente' } },
      alcohol: {
        label: 'Com que frequência você toma uma bebida alcoólica?',
        options: {
          never: 'Nunca',
          monthly: 'Uma vez por mês ou menos',
          'two-to-four-monthly': '2 a 4 vezes por mês',
          'two-to-three-weekly': '2 a 3 vezes por semana',
          'four-plus-weekly': '4 ou mais vezes por semana',
        },
      },
      exerciseDays: { label: 'Em quantos dias por semana você se exercita por 30 minutos ou mais?' },
    },
    'depression-screening': {
      interest: { label: 'Pouco interesse ou pouco prazer em fazer as coisas' },
      down: { label: 'Se sentir “para baixo”, deprimido(a) ou sem perspectiva' },
    },
    'anxiety-screening': {
      nervous: { label: 'Sentir-se nervoso(a), ansioso(a) ou muito tenso(a)' },
      worrying: { label: 'Não ser capaz de impedir ou de controlar as preocupações' },
    },
    'family-history': {
      conditions: {
        label: 'Seu pai, sua mãe, um irmão ou uma irmã já teve alguma destas?',
        options: {
          'heart-disease': 'Doença cardíaca',
          diabetes: 'Diabetes',
          cancer: 'Câncer',
          stroke: 'AVC',
          'high-blood-pressure': 'Pressão alta',
          'mental-health': 'Um problema de saúde mental',
          none: 'Nenhuma destas',
        },
      },
      details: { label: 'Algo mais que devemos saber? (opcional)' },
    },
    epds: {
      blamed: {
        label: 'Eu tenho me culpado sem necessidade quando as coisas saem erradas',
        options: { most: 'Sim, na maioria das vezes', some: 'Sim, algumas vezes', 'not-often': 'Não muitas vezes', never: 'Não, nenhuma vez' },
      },
      anxious: {
        label: 'Eu tenho me sentido ansiosa ou preocupada sem uma boa razão',
        options: { 'not-at-all': 'Não, de maneira alguma', 'hardly-ever': 'Pouquíssimas vezes', sometimes: 'Sim, algumas vezes', 'very-often': 'Sim, muitas vezes' },
      },
      panicky: {
        label: 'Eu tenho me sentido assustada ou em pânico sem um bom motivo',
        options: { 'quite-a-lot': 'Sim, muitas vezes', sometimes: 'Sim, algumas vezes', 'not-much': 'Não muitas vezes', 'not-at-all': 'Não, nenhuma vez' },
      },
    },
  },
};

export const mh: HraFormMessages = {
  intro:
    'Uwaak kajjitōk ko ilo jabdewōt section ilo am iien: uwaak ko am rej kejbārōk im kilōk bwe kwe wōt kwon maron read er. Jilkinļok assessment eo ñe aolep section ko rej dedo ak kwaar bōbrae er.',
  buttons: { new: 'Jino', incomplete: 'Kadedoik', complete: 'Ukōt', review: 'Lale', skipped: 'Wōnmaanļok ilo section eo' },
  saveDraft: 'Kejbārōk im wōnmaanļok tokālik',
  saveSection: 'Kejbārōk section eo',
  skip: 'Bōbrae section eo',
  back: 'Jepļaak ñan section ko',
  submit: 'Jilkinļok assessment eo',
  submitHint: 'Kadedoik ak bōbrae aolep section ko bwe kwon jilkinļok assessment eo.',
  submitted: 'Kwaar jilkinļok ilo {date}. Kwomaroñ wōt kōpellōk juon section im ukōt uwaak ko am; ñe kwoj kejbārōk, assessment eo enaaj bar peļļok.',
  saved: 'Uwaak ko am rekar kejbārōk.',
  saveFailed: 'Ear jab maron kejbārōk uwaak ko am. Jouj im bar kajeoñ.',
  submitFailed: 'Ear jab maron jilkinļok am assessment. Jouj im bar kajeoñ.',
  lastTwoWeeks: 'Ilo 2 wiik ko rekar ļo, jete alen kwaar inepata kōn apañ kein ilal?',
  lastSevenDays: 'Ilo 7 raan ko rekar ļo:',
  frequency: { 'not-at-all': 'Jab enañin', 'several-days': 'Jet raan', 'more-than-half': 'Eļap jān jimettan raan ko', 'nearly-every-day': 'Enañin aolep raan' },
  questions: {
    'social-history': {
      smoking: { label: 'Kwoj kadek ke?', options: { never: 'Ijañin kar kadek', former: 'Ikar kadek mokta', current: 'Ij kadek kiiō' } },
      alcohol: {
        label: 'Jete alen kwoj idaak jerkak (alcohol)?',
        options: {
          never: 'Jamōn',
          monthly: 'Juon alen ilo allōñ ak jidik',
          'two-to-four-monthly': '2 ñan 4 alen ilo allōñ',
          'two-to-three-weekly': '2 ñan 3 alen ilo wiik',
          'four-plus-weekly': '4 ak eļap alen ilo wiik',
        },
      },
      exerciseDays: { label: 'Jete raan ilo juon wiik kwoj exercise 30 minit ak eļap?' },
    },
    'depression-screening': {
      interest: { label: 'Jidik am itok-ļo̧k im lan̄lōn̄ ilo am kōmmane men ko' },
      down: { label: 'Būroñmōj, nana būruōm ak ejjeļọk am kōjatdikdik' },
    },
    'anxiety-screening': {
      nervous: { label: 'Mijak, inepata ak ejjeļọk aenōmman' },
      worrying: { label: 'Kwōjab maron kabōjrak ak kōjparok am inepata' },
    },
    'family-history': {
      conditions: {
        label: 'Jemam, jinem, jatūm ak jeim ear wōr ke juon iaan nañinmej kein?',
        options: {
          'heart-disease': 'Nañinmej in menono',
          diabetes: 'Nañinmej in jukwa (diabetes)',
          cancer: 'Cancer',
          stroke: 'Stroke',
          'high-blood-pressure': 'Ebūrōn ilo bōtōktōk',
          'mental-health': 'Juon nañinmej in lōmņak',
          none: 'Ejjeļọk iaan men kein',
        },
      },
      details: { label: 'Ewōr ke bar juon men jej aikuj jeļā? (ejjab aikuj)' },
    },
    epds: {
      blamed: {
        label: 'Ikar kōnono na make ilo ejjeļọk un ñe men ko rekar jab jejjet',
        options: { most: 'Aaet, enañin aolep iien', some: 'Aaet, jet iien', 'not-often': 'Jab elōñ alen', never: 'Jaab, jamōn' },
      },
      anxious: {
        label: 'Ikar inepata ak mijak ilo ejjeļọk un',
        options: { 'not-at-all': 'Jaab, jab enañin', 'hardly-ever': 'Jidik wōt', sometimes: 'Aaet, jet iien', 'very-often': 'Aaet, elōñ alen' },
      },
      panicky: {
        label: 'Ikar mijak ak lōmņak eļap ilo ejjeļọk un',
        options: { 'quite-a-lot': 'Aaet, elōñ alen', sometimes: 'Aaet, jet iien', 'not-much': 'Jaab, jab elōñ', 'not-at-all': 'Jaab, jamōn' },
      },
    },
  },
};
