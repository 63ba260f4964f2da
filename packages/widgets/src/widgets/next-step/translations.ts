import type { NextStepMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: NextStepMessages = {
  title: 'Siguiente paso',
  loading: 'Cargando tu siguiente paso',
  failed: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  retry: 'Intentar de nuevo',
  allDone: 'Has completado todos los pasos de tus programas. ¡Bien hecho!',
  noSteps: 'Aún no hay pasos. Tu próximo paso aparecerá aquí cuando estés inscrito en un programa.',
  signedOut: 'Inicia sesión para ver tu siguiente paso.',
};

export const fr: NextStepMessages = {
  title: 'Prochaine étape',
  loading: 'Chargement de votre prochaine étape',
  failed: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  retry: 'Réessayer',
  allDone: 'Vous avez terminé toutes les étapes de vos programmes. Bravo !',
  noSteps: 'Pas encore d’étape. Votre prochaine étape s’affichera ici dès que vous serez inscrit à un programme.',
  signedOut: 'Connectez-vous pour voir votre prochaine étape.',
};

export const de: NextStepMessages = {
  title: 'Nächster Schritt',
  loading: 'Ihr nächster Schritt wird geladen',
  failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  retry: 'Erneut versuchen',
  allDone: 'Sie haben alle Schritte Ihrer Programme erledigt. Gut gemacht!',
  noSteps: 'Noch keine Schritte. Ihr nächster Schritt erscheint hier, sobald Sie in einem Programm eingeschrieben sind.',
  signedOut: 'Melden Sie sich an, um Ihren nächsten Schritt zu sehen.',
};

export const pt: NextStepMessages = {
  title: 'Próximo passo',
  loading: 'A carregar o seu próximo passo',
  failed: 'Algo correu mal. Tente novamente mais tarde.',
  retry: 'Tentar novamente',
  allDone: 'Concluiu todos os passos dos seus programas. Muito bem!',
  noSteps: 'Ainda não há passos. O seu próximo passo aparece aqui quando estiver inscrito num programa.',
  signedOut: 'Inicie sessão para ver o seu próximo passo.',
};

export const mh: NextStepMessages = {
  title: 'Step eo ilju',
  loading: 'Ej load step eo am ilju',
  failed: 'Ewor jorrāān. Jouj im bar kōjeañ tokālik.',
  retry: 'Bar kōjeañ',
  allDone: 'Emōj am kōmōne aolep step in am program ko. Emman!',
  noSteps: 'Ejjeļo̧k step kiiō. Step eo am tokālik enaaj waļo̧k ijin ñe kwōj bed ilo juon program.',
  signedOut: 'Delon bwe kwōn lo step eo am ilju.',
};
