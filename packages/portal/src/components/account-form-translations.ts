import type { AccountFormMessages } from './account-form-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: AccountFormMessages = {
  brand: 'HealthDeck',
  accountLinks: 'Enlaces de la cuenta',
  confirmPassword: 'Confirmar contraseña',
  phases: {
    account: 'Creando tu cuenta…',
    generating: 'Generando tus claves de cifrado…',
    encrypting: 'Protegiendo tus claves con tu contraseña…',
    done: 'Terminando…',
  },
  setupProgress: 'Progreso de la configuración de la cuenta',
  notRobot: 'No soy un robot',
  verifying: 'Verificando',
  recaptchaBrand: 'reCAPTCHA de prueba',
  verificationFailed: 'La verificación falló. Inténtalo de nuevo.',
};
export const fr: AccountFormMessages = {
  brand: 'HealthDeck',
  accountLinks: 'Liens du compte',
  confirmPassword: 'Confirmer le mot de passe',
  phases: {
    account: 'Création de votre compte…',
    generating: 'Génération de vos clés de chiffrement…',
    encrypting: 'Protection de vos clés par votre mot de passe…',
    done: 'Finalisation…',
  },
  setupProgress: 'Progression de la configuration du compte',
  notRobot: 'Je ne suis pas un robot',
  verifying: 'Vérification',
  recaptchaBrand: 'reCAPTCHA de test',
  verificationFailed: 'La vérification a échoué. Veuillez réessayer.',
};
export const de: AccountFormMessages = {
  brand: 'HealthDeck',
  accountLinks: 'Konto-Links',
  confirmPassword: 'Passwort bestätigen',
  phases: {
    account: 'Ihr Konto wird erstellt …',
    generating: 'Ihre Verschlüsselungsschlüssel werden erzeugt …',
    encrypting: 'Ihre Schlüssel werden mit Ihrem Passwort geschützt …',
    done: 'Wird abgeschlossen …',
  },
  setupProgress: 'Fortschritt der Kontoeinrichtung',
  notRobot: 'Ich bin kein Roboter',
  verifying: 'Wird überprüft',
  recaptchaBrand: 'reCAPTCHA-Testumgebung',
  verificationFailed: 'Die Überprüfung ist fehlgeschlagen. Bitte erneut versuchen.',
};
export const pt: AccountFormMessages = {
  brand: 'HealthDeck',
  accountLinks: 'Links da conta',
  confirmPassword: 'Confirmar senha',
  phases: {
    account: 'Criando sua conta…',
    generating: 'Gerando suas chaves de criptografia…',
    encrypting: 'Protegendo suas chaves com sua senha…',
    done: 'Finalizando…',
  },
  setupProgress: 'Progresso da configuração da conta',
  notRobot: 'Não sou um robô',
  verifying: 'Verificando',
  recaptchaBrand: 'reCAPTCHA de teste',
  verificationFailed: 'A verificação falhou. Tente novamente.',
};
// mh: needs review by a Marshallese speaker.
export const mh: AccountFormMessages = {
  brand: 'HealthDeck',
  accountLinks: 'Lin ko an account eo',
  confirmPassword: 'Kamool password eo',
  phases: {
    account: 'Ej kōmman am account…',
    generating: 'Ej kōmman key ko am ñan kōnono…',
    encrypting: 'Ej kōjparok key ko am kōn password eo am…',
    done: 'Ej kōjeṃḷọk…',
  },
  setupProgress: 'Wāween kōmman account eo',
  notRobot: 'Ij jab juon robot',
  verifying: 'Ej kamool',
  recaptchaBrand: 'reCAPTCHA sandbox',
  verificationFailed: 'Ear jab tōprak kamool eo. Jouj im bar kajjeoñ.',
};
