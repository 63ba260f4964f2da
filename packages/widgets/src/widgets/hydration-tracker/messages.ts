import type { Catalogue } from '../../i18n/language';

export interface HydrationMessages {
  title: string;
  addWater: string;
  removeWater: string;
  /** Unit after the total and the goal. */
  ounces: string;
  goal: (goal: number) => string;
  loading: string;
  signedOut: string;
  retry: string;
  /** spec 001 §8. */
  loadFailed: string;
  incrementFailed: string;
  decrementFailed: string;
  /** spec 001 §4: the nine messages, keyed by the English text the sdk's hydrationMessage returns. */
  levels: Record<HydrationLevel, string>;
}

export type HydrationLevel =
  | 'Ready, steady, GO!'
  | 'Good start!'
  | 'Time to hydrate!'
  | 'Remember your goal!'
  | 'Keep drinking!'
  | 'Stay hydrated!'
  | 'Don’t give up!'
  | 'You’re almost there!'
  | 'Amazing job!';

// English is the spec's wording (spec 001 §4, §8); the other languages are our translations.
export const hydrationMessages: Catalogue<HydrationMessages> = {
  en: {
    title: 'Hydration Tracker',
    addWater: 'Add water',
    removeWater: 'Remove water',
    ounces: 'oz',
    goal: (goal) => `Goal: ${goal} oz`,
    loading: 'Loading hydration',
    signedOut: 'Sign in to track your hydration.',
    retry: 'Try again',
    loadFailed: 'Failed to get last hydration track, please try again later.',
    incrementFailed: 'Failed to increment hydration track, please try again later.',
    decrementFailed: 'Failed to decrement hydration track, please try again later.',
    levels: {
      'Ready, steady, GO!': 'Ready, steady, GO!',
      'Good start!': 'Good start!',
      'Time to hydrate!': 'Time to hydrate!',
      'Remember your goal!': 'Remember your goal!',
      'Keep drinking!': 'Keep drinking!',
      'Stay hydrated!': 'Stay hydrated!',
      'Don’t give up!': 'Don’t give up!',
      'You’re almost there!': 'You’re almost there!',
      'Amazing job!': 'Amazing job!',
    },
  },
  es: {
    title: 'Registro de hidratación',
    addWater: 'Añadir agua',
    removeWater: 'Quitar agua',
    ounces: 'oz',
    goal: (goal) => `Meta: ${goal} oz`,
    loading: 'Cargando hidratación',
    signedOut: 'Inicia sesión para registrar tu hidratación.',
    retry: 'Reintentar',
    loadFailed: 'No se pudo obtener el último registro de hidratación. Inténtalo de nuevo más tarde.',
    incrementFailed: 'No se pudo aumentar el registro de hidratación. Inténtalo de nuevo más tarde.',
    decrementFailed: 'No se pudo disminuir el registro de hidratación. Inténtalo de nuevo más tarde.',
    levels: {
      'Ready, steady, GO!': '¡Preparados, listos, YA!',
      'Good start!': '¡Buen comienzo!',
      'Time to hydrate!': '¡Hora de hidratarse!',
      'Remember your goal!': '¡Recuerda tu meta!',
      'Keep drinking!': '¡Sigue bebiendo!',
      'Stay hydrated!': '¡Mantente hidratado!',
      'Don’t give up!': '¡No te rindas!',
      'You’re almost there!': '¡Ya casi lo logras!',
      'Amazing job!': '¡Excelente trabajo!',
    },
  },
  fr: {
    title: 'Suivi de l’hydratation',
    addWater: 'Ajouter de l’eau',
    removeWater: 'Retirer de l’eau',
    ounces: 'oz',
    goal: (goal) => `Objectif : ${goal} oz`,
    loading: 'Chargement de l’hydratation',
    signedOut: 'Connectez-vous pour suivre votre hydratation.',
    retry: 'Réessayer',
    loadFailed: 'Impossible de récupérer le dernier suivi d’hydratation, veuillez réessayer plus tard.',
    incrementFailed: 'Impossible d’augmenter le suivi d’hydratation, veuillez réessayer plus tard.',
    decrementFailed: 'Impossible de diminuer le suivi d’hydratation, veuillez réessayer plus tard.',
    levels: {
      'Ready, steady, GO!': 'À vos marques, prêts, partez !',
      'Good start!': 'Bon début !',
      'Time to hydrate!': 'C’est l’heure de s’hydrater !',
      'Remember your goal!': 'N’oubliez pas votre objectif !',
      'Keep drinking!': 'Continuez à boire !',
      'Stay hydrated!': 'Restez hydraté !',
      'Don’t give up!': 'N’abandonnez pas !',
      'You’re almost there!': 'Vous y êtes presque !',
      'Amazing job!': 'Excellent travail !',
    },
  },
  de: {
    title: 'Trinkprotokoll',
    addWater: 'Wasser hinzufügen',
    removeWater: 'Wasser entfernen',
    ounces: 'oz',
    goal: (goal) => `Ziel: ${goal} oz`,
    loading: 'Trinkmenge wird geladen',
    signedOut: 'Melden Sie sich an, um Ihre Trinkmenge zu erfassen.',
    retry: 'Erneut versuchen',
    loadFailed: 'Die letzte Trinkmenge konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    incrementFailed: 'Die Trinkmenge konnte nicht erhöht werden. Bitte versuchen Sie es später erneut.',
    decrementFailed: 'Die Trinkmenge konnte nicht verringert werden. Bitte versuchen Sie es später erneut.',
    levels: {
      'Ready, steady, GO!': 'Auf die Plätze, fertig, LOS!',
      'Good start!': 'Guter Anfang!',
      'Time to hydrate!': 'Zeit, etwas zu trinken!',
      'Remember your goal!': 'Denk an dein Ziel!',
      'Keep drinking!': 'Trink weiter!',
      'Stay hydrated!': 'Bleib hydriert!',
      'Don’t give up!': 'Gib nicht auf!',
      'You’re almost there!': 'Du hast es fast geschafft!',
      'Amazing job!': 'Großartig gemacht!',
    },
  },
  pt: {
    title: 'Registro de hidratação',
    addWater: 'Adicionar água',
    removeWater: 'Remover água',
    ounces: 'oz',
    goal: (goal) => `Meta: ${goal} oz`,
    loading: 'Carregando hidratação',
    signedOut: 'Entre para registrar sua hidratação.',
    retry: 'Tentar novamente',
    loadFailed: 'Não foi possível obter o último registro de hidratação. Tente novamente mais tarde.',
    incrementFailed: 'Não foi possível aumentar o registro de hidratação. Tente novamente mais tarde.',
    decrementFailed: 'Não foi possível diminuir o registro de hidratação. Tente novamente mais tarde.',
    levels: {
      'Ready, steady, GO!': 'Preparar, apontar, JÁ!',
      'Good start!': 'Bom começo!',
      'Time to hydrate!': 'Hora de se hidratar!',
      'Remember your goal!': 'Lembre-se da sua meta!',
      'Keep drinking!': 'Continue bebendo!',
      'Stay hydrated!': 'Mantenha-se hidratado!',
      'Don’t give up!': 'Não desista!',
      'You’re almost there!': 'Você está quase lá!',
      'Amazing job!': 'Excelente trabalho!',
    },
  },
  // mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
  mh: {
    title: 'Jerbal in Idaak Dān',
    addWater: 'Kobaik dān',
    removeWater: 'Jolok dān',
    ounces: 'oz',
    goal: (goal) => `Mejānkwe: ${goal} oz`,
    loading: 'Ej kōmman',
    signedOut: 'Deļọñ̄ bwe kwōn kanne am idaak dān.',
    retry: 'Bar kajjeoñ',
    loadFailed: 'Ear jab emman ad bōk jerbal in idaak dān eo āliktata, jouj im bar kajjeoñ tokālik.',
    incrementFailed: 'Ear jab emman ad kōlaplok jerbal in idaak dān, jouj im bar kajjeoñ tokālik.',
    decrementFailed: 'Ear jab emman ad kōdiklok jerbal in idaak dān, jouj im bar kajjeoñ tokālik.',
    levels: {
      'Ready, steady, GO!': 'Pojak, pojak, JINO!',
      'Good start!': 'Emman jinoin!',
      'Time to hydrate!': 'Iien idaak dān!',
      'Remember your goal!': 'Keememej am mejānkwe!',
      'Keep drinking!': 'Wōnmaanļo̧k wōt im idaak!',
      'Stay hydrated!': 'Idaak dān ien otemjej!',
      'Don’t give up!': 'Jab jolok am kijejeto!',
      'You’re almost there!': 'Ejja iiōkwe wōt!',
      'Amazing job!': 'Kwōj jerbal emman!',
    },
  },
};

export function isHydrationLevel(message: string): message is HydrationLevel {
  return Object.prototype.hasOwnProperty.call(hydrationMessages.en.levels, message);
}
