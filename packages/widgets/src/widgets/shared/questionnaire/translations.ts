import type { QuestionnaireMessages } from './messages';
import type { QuestionnaireErrors } from './questionnaire';

/** The locked state's strings and the validation messages share this module (messages.ts, error-messages.ts). */
type QuestionnaireStrings = QuestionnaireMessages & QuestionnaireErrors;

// Loaded on first use of a language other than English (see Catalogue).
export const es: QuestionnaireStrings = {
  required: 'Responde a esta pregunta',
  chooseOne: 'Elige al menos una respuesta',
  range: 'Escribe un número entero de {min} a {max}',
  tooLong: 'Usa como máximo {max} caracteres',
  lockedTitle: 'Tus respuestas están bloqueadas',
  lockedText: 'Tus respuestas están cifradas para que solo tú puedas leerlas. Introduce tu contraseña para abrirlas en este navegador.',
  password: 'Contraseña',
  unlock: 'Desbloquear',
  wrongPassword: 'Esa contraseña no desbloqueó tus datos.',
};

export const fr: QuestionnaireStrings = {
  required: 'Veuillez répondre à cette question',
  chooseOne: 'Choisissez au moins une réponse',
  range: 'Saisissez un nombre entier de {min} à {max}',
  tooLong: 'Utilisez au plus {max} caractères',
  lockedTitle: 'Vos réponses sont verrouillées',
  lockedText: 'Vos réponses sont chiffrées pour que vous seul puissiez les lire. Saisissez votre mot de passe pour les ouvrir dans ce navigateur.',
  password: 'Mot de passe',
  unlock: 'Déverrouiller',
  wrongPassword: "Ce mot de passe n'a pas déverrouillé vos données.",
};

export const de: QuestionnaireStrings = {
  required: 'Bitte beantworten Sie diese Frage',
  chooseOne: 'Wählen Sie mindestens eine Antwort',
  range: 'Geben Sie eine ganze Zahl von {min} bis {max} ein',
  tooLong: 'Verwenden Sie höchstens {max} Zeichen',
  lockedTitle: 'Ihre Antworten sind gesperrt',
  lockedText: 'Ihre Antworten sind verschlüsselt, damit nur Sie sie lesen können. Geben Sie Ihr Passwort ein, um sie in diesem Browser zu öffnen.',
  password: 'Passwort',
  unlock: 'Entsperren',
  wrongPassword: 'Dieses Passwort hat Ihre Daten nicht entsperrt.',
};

export const pt: QuestionnaireStrings = {
  required: 'Responda a esta pergunta',
  chooseOne: 'Escolha pelo menos uma resposta',
  range: 'Digite um número inteiro de {min} a {max}',
  tooLong: 'Use no máximo {max} caracteres',
  lockedTitle: 'Suas respostas estão bloqueadas',
  lockedText: 'Suas respostas são criptografadas para que só você possa lê-las. Digite sua senha para abri-las neste navegador.',
  password: 'Senha',
  unlock: 'Desbloquear',
  wrongPassword: 'Essa senha não desbloqueou seus dados.',
};

export const mh: QuestionnaireStrings = {
  required: 'Jouj im uwaak kajjitōk in',
  chooseOne: 'Kāālōt juon uwaak ak eļap',
  range: 'Je juon oran jān {min} ñan {max}',
  tooLong: 'Je jab eļap jān {max} leta',
  lockedTitle: 'Uwaak ko am rej kilōk',
  lockedText: 'Uwaak ko am rej kilōk bwe kwe wōt kwon maron read er. Je am password bwe kwon kōpellōk er ilo browser in.',
  password: 'Password',
  unlock: 'Kōpellōk',
  wrongPassword: 'Password eo ear jab kōpellōk am data.',
};
