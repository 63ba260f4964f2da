import type { HealthAssessmentMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).

export const es: HealthAssessmentMessages = {
  emptyText: 'Responde unas preguntas sobre tus hábitos, tu estado de ánimo y la salud de tu familia para que tu equipo de atención pueda apoyarte. Toma unos 5 minutos.',
  startNow: 'Empezar ahora',
  continue: 'Continuar la evaluación',
  view: 'Ver la evaluación',
  submitted: 'Tu evaluación se envió.',
};

export const fr: HealthAssessmentMessages = {
  emptyText:
    'Répondez à quelques questions sur vos habitudes, votre humeur et la santé de votre famille pour que votre équipe de soins puisse vous accompagner. Cela prend environ 5 minutes.',
  startNow: 'Commencer',
  continue: 'Continuer le bilan',
  view: 'Voir le bilan',
  submitted: 'Votre bilan a été envoyé.',
};

export const de: HealthAssessmentMessages = {
  emptyText:
    'Beantworten Sie einige Fragen zu Ihren Gewohnheiten, Ihrer Stimmung und der Gesundheit Ihrer Familie, damit Ihr Betreuungsteam Sie unterstützen kann. Das dauert etwa 5 Minuten.',
  startNow: 'Jetzt starten',
  continue: 'Fragebogen fortsetzen',
  view: 'Fragebogen ansehen',
  submitted: 'Ihr Fragebogen wurde abgesendet.',
};

export const pt: HealthAssessmentMessages = {
  emptyText: 'Responda algumas perguntas sobre seus hábitos, seu humor e a saúde da sua família para que sua equipe de cuidado possa apoiar você. Leva cerca de 5 minutos.',
  startNow: 'Começar agora',
  continue: 'Continuar a avaliação',
  view: 'Ver a avaliação',
  submitted: 'Sua avaliação foi enviada.',
};

export const mh: HealthAssessmentMessages = {
  emptyText: 'Uwaak jet kajjitōk kōn mour eo am, būruōm im ājmour an baamle eo am, bwe am care team en maron jipañ eok. Ej bōk enañin 5 minit.',
  startNow: 'Jino kiiō',
  continue: 'Wōnmaanļok ilo assessment eo',
  view: 'Lale assessment eo',
  submitted: 'Am assessment ekar jilkinļok.',
};
