import type { MealPictureMessages } from './meal-picture-messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: MealPictureMessages = {
  alt: 'Foto de la comida',
  loading: 'Abriendo la foto de la comida',
  failed: 'No se pudo mostrar la foto de la comida.',
  lockedTitle: 'La foto de tu comida está bloqueada',
  lockedText: 'Las fotos de tus comidas están cifradas. Introduce tu contraseña para abrirlas en este navegador.',
  password: 'Contraseña',
  unlock: 'Desbloquear',
  wrongPassword: 'Esa contraseña no desbloqueó tus datos.',
};

export const fr: MealPictureMessages = {
  alt: 'Photo du repas',
  loading: 'Ouverture de la photo du repas',
  failed: 'La photo du repas n’a pas pu être affichée.',
  lockedTitle: 'La photo de votre repas est verrouillée',
  lockedText: 'Les photos de vos repas sont chiffrées. Saisissez votre mot de passe pour les ouvrir dans ce navigateur.',
  password: 'Mot de passe',
  unlock: 'Déverrouiller',
  wrongPassword: 'Ce mot de passe n’a pas déverrouillé vos données.',
};

export const de: MealPictureMessages = {
  alt: 'Foto der Mahlzeit',
  loading: 'Foto der Mahlzeit wird geöffnet',
  failed: 'Das Foto der Mahlzeit konnte nicht angezeigt werden.',
  lockedTitle: 'Ihr Mahlzeitenfoto ist gesperrt',
  lockedText: 'Ihre Mahlzeitenfotos sind verschlüsselt. Geben Sie Ihr Passwort ein, um sie in diesem Browser zu öffnen.',
  password: 'Passwort',
  unlock: 'Entsperren',
  wrongPassword: 'Dieses Passwort hat Ihre Daten nicht entsperrt.',
};

export const pt: MealPictureMessages = {
  alt: 'Fotografia da refeição',
  loading: 'A abrir a fotografia da refeição',
  failed: 'Não foi possível mostrar a fotografia da refeição.',
  lockedTitle: 'A fotografia da sua refeição está bloqueada',
  lockedText: 'As fotografias das suas refeições estão cifradas. Introduza a sua palavra-passe para as abrir neste navegador.',
  password: 'Palavra-passe',
  unlock: 'Desbloquear',
  wrongPassword: 'Essa palavra-passe não desbloqueou os seus dados.',
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: MealPictureMessages = {
  alt: 'Pija in mōñā',
  loading: 'Ej kōpeļļo pija in mōñā',
  failed: 'Ear jab maron̄ kwaļo̧k pija in mōñā.',
  lockedTitle: 'Pija in mōñā eo am ej kilōk',
  lockedText: 'Pija in mōñā ko am rej ilo encryption. Deļọñe password eo am bwe kwon kōpeļļo er ilo browser in.',
  password: 'Password',
  unlock: 'Kōpeļļo',
  wrongPassword: 'Password eo ear jab kōpeļļo data ko am.',
};
