import type { NutritionFormMessages as FirstViewMessages } from './messages';
import type { NutritionSaveMessages } from './save-messages';

/** The first view's strings and an action's outcomes share this module (messages.ts, save-messages.ts). */
type NutritionFormMessages = FirstViewMessages & NutritionSaveMessages;

// Loaded on first use of a language other than English (see Catalogue).
export const es: NutritionFormMessages = {
  title: 'Formulario de nutrición',
  intro:
    'Cuéntanos cómo comes para que tu equipo de atención apoye tus objetivos. Tus respuestas se cifran para que solo tú puedas leerlas; guarda un borrador cuando quieras y envíalo cuando estés listo.',
  loading: 'Cargando tu formulario de nutrición',
  signedOut: 'Inicia sesión para completar tu formulario de nutrición.',
  retry: 'Reintentar',
  loadFailed: 'No se pudo cargar tu formulario de nutrición. Inténtalo de nuevo más tarde.',
  statuses: {
    new: 'Aún sin empezar.',
    incomplete: 'Borrador guardado el {date}. Envíalo cuando estés listo.',
    complete: 'Enviado el {date}. Puedes cambiar tus respuestas y enviarlo de nuevo.',
  },
  saveDraft: 'Guardar borrador',
  submit: 'Enviar',
  saved: 'Tu borrador se guardó.',
  submittedNow: 'Tu formulario de nutrición se envió.',
  saveFailed: 'No se pudieron guardar tus respuestas. Inténtalo de nuevo.',
  submitFailed: 'No se pudo enviar tu formulario de nutrición. Inténtalo de nuevo.',
  questions: {
    diet: {
      label: '¿Qué describe mejor cómo comes?',
      options: { 'no-restrictions': 'Como de todo', vegetarian: 'Vegetariana', vegan: 'Vegana', pescatarian: 'Pescetariana', other: 'Otra dieta' },
    },
    goal: {
      label: '¿Cuál es tu principal objetivo de nutrición?',
      options: { 'lose-weight': 'Bajar de peso', 'maintain-weight': 'Mantener mi peso', 'gain-weight': 'Subir de peso', 'eat-healthier': 'Comer más sano' },
    },
    mealsPerDay: { label: '¿Cuántas comidas y refrigerios tomas en un día normal?' },
    allergies: { label: 'Alergias o intolerancias alimentarias (opcional)', hint: 'Por ejemplo: cacahuetes, lactosa, gluten.' },
  },
};

export const fr: NutritionFormMessages = {
  title: 'Questionnaire nutrition',
  intro:
    'Dites-nous comment vous mangez pour que votre équipe de soins soutienne vos objectifs. Vos réponses sont chiffrées pour que vous seul puissiez les lire ; enregistrez un brouillon à tout moment et envoyez-le quand vous êtes prêt.',
  loading: 'Chargement de votre questionnaire nutrition',
  signedOut: 'Connectez-vous pour remplir votre questionnaire nutrition.',
  retry: 'Réessayer',
  loadFailed: "Votre questionnaire nutrition n'a pas pu être chargé. Veuillez réessayer plus tard.",
  statuses: {
    new: 'Pas encore commencé.',
    incomplete: 'Brouillon enregistré le {date}. Envoyez-le quand vous êtes prêt.',
    complete: 'Envoyé le {date}. Vous pouvez modifier vos réponses et l’envoyer de nouveau.',
  },
  saveDraft: 'Enregistrer le brouillon',
  submit: 'Envoyer',
  saved: 'Votre brouillon a été enregistré.',
  submittedNow: 'Votre questionnaire nutrition a été envoyé.',
  saveFailed: "Vos réponses n'ont pas pu être enregistrées. Veuillez réessayer.",
  submitFailed: "Votre questionnaire nutrition n'a pas pu être envoyé. Veuillez réessayer.",
  questions: {
    diet: {
      label: 'Qu’est-ce qui décrit le mieux votre alimentation ?',
      options: { 'no-restrictions': 'Je mange de tout', vegetarian: 'Végétarienne', vegan: 'Végane', pescatarian: 'Pescétarienne', other: 'Un autre régime' },
    },
    goal: {
      label: 'Quel est votre principal objectif nutritionnel ?',
      options: { 'lose-weight': 'Perdre du poids', 'maintain-weight': 'Garder mon poids', 'gain-weight': 'Prendre du poids', 'eat-healthier': 'Manger plus sainement' },
    },
    mealsPerDay: { label: 'Combien de repas et de collations prenez-vous un jour ordinaire ?' },
    allergies: { label: 'Allergies ou intolérances alimentaires (facultatif)', hint: 'Par exemple : arachides, lactose, gluten.' },
  },
};

export const de: NutritionFormMessages = {
  title: 'Ernährungsfragebogen',
  intro:
    'Erzählen Sie uns, wie Sie sich ernähren, damit Ihr Betreuungsteam Ihre Ziele unterstützen kann. Ihre Antworten sind verschlüsselt, sodass nur Sie sie lesen können; speichern Sie jederzeit einen Entwurf und senden Sie ihn ab, wenn Sie so weit sind.',
  loading: 'Ihr Ernährungsfragebogen wird geladen',
  signedOut: 'Melden Sie sich an, um Ihren Ernährungsfragebogen auszufüllen.',
  retry: 'Erneut versuchen',
  loadFailed: 'Ihr Ernährungsfragebogen konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  statuses: {
    new: 'Noch nicht begonnen.',
    incomplete: 'Entwurf gespeichert am {date}. Senden Sie ihn ab, wenn Sie so weit sind.',
    complete: 'Abgesendet am {date}. Sie können Ihre Antworten ändern und erneut absenden.',
  },
  saveDraft: 'Entwurf speichern',
  submit: 'Absenden',
  saved: 'Ihr Entwurf wurde gespeichert.',
  submittedNow: 'Ihr Ernährungsfragebogen wurde abgesendet.',
  saveFailed: 'Ihre Antworten konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  submitFailed: 'Ihr Ernährungsfragebogen konnte nicht abgesendet werden. Bitte versuchen Sie es erneut.',
  questions: {
    diet: {
      label: 'Was beschreibt Ihre Ernährung am besten?',
      options: { 'no-restrictions': 'Ich esse alles', vegetarian: 'Vegetarisch', vegan: 'Vegan', pescatarian: 'Pescetarisch', other: 'Eine andere Ernährungsform' },
    },
    goal: {
      label: 'Was ist Ihr wichtigstes Ernährungsziel?',
      options: { 'lose-weight': 'Abnehmen', 'maintain-weight': 'Gewicht halten', 'gain-weight': 'Zunehmen', 'eat-healthier': 'Gesünder essen' },
    },
    mealsPerDay: { label: 'Wie viele Mahlzeiten und Snacks essen Sie an einem gewöhnlichen Tag?' },
    allergies: { label: 'Lebensmittelallergien oder -unverträglichkeiten (optional)', hint: 'Zum Beispiel: Erdnüsse, Laktose, Gluten.' },
  },
};

export const pt: NutritionFormMessages = {
  title: 'Formulário de nutrição',
  intro:
    'Conte-nos como você se alimenta para que sua equipe de cuidado apoie seus objetivos. Suas respostas são criptografadas para que só você possa lê-las; salve um rascunho quando quiser e envie quando estiver pronto.',
  loading: 'Carregando seu formulário de nutrição',
  signedOut: 'Entre para preencher seu formulário de nutrição.',
  retry: 'Tentar novamente',
  loadFailed: 'Não foi possível carregar seu formulário de nutrição. Tente novamente mais tarde.',
  statuses: {
    new: 'Ainda não iniciado.',
    incomplete: 'Rascunho salvo em {date}. Envie quando estiver pronto.',
    complete: 'Enviado em {date}. Você pode mudar suas respostas e enviar de novo.',
  },
  saveDraft: 'Salvar rascunho',
  submit: 'Enviar',
  saved: 'Seu rascunho foi salvo.',
  submittedNow: 'Seu formulário de nutrição foi enviado.',
  saveFailed: 'Não foi possível salvar suas respostas. Tente novamente.',
  submitFailed: 'Não foi possível enviar seu formulário de nutrição. Tente novamente.',
  questions: {
    diet: {
      label: 'O que melhor descreve sua alimentação?',
      options: { 'no-restrictions': 'Como de tudo', vegetarian: 'Vegetariana', vegan: 'Vegana', pescatarian: 'Pescetariana', other: 'Outra dieta' },
    },
    goal: {
      label: 'Qual é o seu principal objetivo de nutrição?',
      options: { 'lose-weight': 'Perder peso', 'maintain-weight': 'Manter meu peso', 'gain-weight': 'Ganhar peso', 'eat-healthier': 'Comer de forma mais saudável' },
    },
    mealsPerDay: { label: 'Quantas refeições e lanches você faz em um dia comum?' },
    allergies: { label: 'Alergias ou intolerâncias alimentares (opcional)', hint: 'Por exemplo: amendoim, lactose, glúten.' },
  },
};

export const mh: NutritionFormMessages = {
  title: 'Nutrition Form',
  intro:
    'Kwaļọk ñan kōm kōn wāween am mọñā bwe am care team en jipañ eok ñan jerbal ko am. Uwaak ko am rej kilōk bwe kwe wōt kwon maron read er; kejbārōk juon draft jabdewōt iien im jilkinļok ñe kwoj pojak.',
  loading: 'Ej load am nutrition form',
  signedOut: 'Sign in bwe kwon kadedoik am nutrition form.',
  retry: 'Bar kajeoñ',
  loadFailed: 'Ear jab maron load am nutrition form. Jouj im bar kajeoñ tokālik.',
  statuses: {
    new: 'Jañin jino.',
    incomplete: 'Draft eo ekar kejbārōk ilo {date}. Jilkinļok ñe kwoj pojak.',
    complete: 'Kwaar jilkinļok ilo {date}. Kwomaroñ ukōt uwaak ko am im bar jilkinļok.',
  },
  saveDraft: 'Kejbārōk draft',
  submit: 'Jilkinļok',
  saved: 'Draft eo am ekar kejbārōk.',
  submittedNow: 'Am nutrition form ekar jilkinļok.',
  saveFailed: 'Ear jab maron kejbārōk uwaak ko am. Jouj im bar kajeoñ.',
  submitFailed: 'Ear jab maron jilkinļok am nutrition form. Jouj im bar kajeoñ.',
  questions: {
    diet: {
      label: 'Ta eo ej kwaļọk wāween am mọñā?',
      options: { 'no-restrictions': 'Ij mọñā aolep kain', vegetarian: 'Vegetarian', vegan: 'Vegan', pescatarian: 'Pescatarian', other: 'Bar juon kain mọñā' },
    },
    goal: {
      label: 'Ta eo kōttōbar eo am eļap tata kōn mọñā?',
      options: { 'lose-weight': 'Kadikļok bōrwaan', 'maintain-weight': 'Kōjparok bōrwaan', 'gain-weight': 'Kalaplok bōrwaan', 'eat-healthier': 'Mọñā ilo wāween ejimwe' },
    },
    mealsPerDay: { label: 'Jete alen kwoj mọñā im mọñā jidik ilo juon raan?' },
    allergies: { label: 'Allergy ak mọñā ko rej jab jejjet ippam (ejjab aikuj)', hint: 'Āinwōt: peanut, lactose, gluten.' },
  },
};
