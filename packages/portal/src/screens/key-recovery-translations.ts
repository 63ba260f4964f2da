import type { KeyRecoveryMessages } from './key-recovery-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: KeyRecoveryMessages = {
  title: 'Recupera tus registros',
  intro:
    'Si restableciste tu contraseña sin tu frase de recuperación, los registros que cifraste antes no se abren. Tu organización puede recuperarlos: el personal que tiene su llave de recuperación aprueba tu solicitud en su navegador, y nuestro servidor nunca ve tu llave.',
  loading: 'Cargando tu solicitud de recuperación',
  loadFailed: 'No se pudo cargar tu solicitud de recuperación.',
  retry: 'Intentar de nuevo',
  nothing: 'No hay nada que recuperar: todos los registros que cifraste se abren con tu contraseña actual, o tu organización no tiene copia de tu llave anterior.',
  available: 'Tu organización puede recuperar los registros que cifraste antes de restablecer tu contraseña.',
  ask: 'Pedir a mi organización que recupere mis registros',
  pending: (requestedOn) => `Lo pediste el ${requestedOn}. Tu organización aún no ha respondido; recibirás una notificación cuando lo haga.`,
  approved: (decidedOn) => `Tu organización recuperó tus registros el ${decidedOn}. Cierra sesión e inicia sesión de nuevo en este dispositivo para abrirlos.`,
  newPhrase: 'Después crea una nueva frase de recuperación en tu perfil: la que creaste tras el restablecimiento ya no abre tus registros.',
  signInAgain: 'Cerrar sesión e iniciar sesión de nuevo',
  refused: (decidedOn) => `Tu organización rechazó tu solicitud el ${decidedOn}.`,
  reason: 'Su motivo:',
  askAgain: 'Pedir de nuevo',
  askFailed: 'No se pudo enviar tu solicitud.',
  profile: 'Ir a tu perfil',
};

export const fr: KeyRecoveryMessages = {
  title: 'Récupérer vos dossiers',
  intro:
    'Si vous avez réinitialisé votre mot de passe sans votre phrase de récupération, les dossiers chiffrés auparavant ne s’ouvrent plus. Votre organisation peut les récupérer : le personnel qui détient sa clé de récupération approuve votre demande dans son navigateur, et notre serveur ne voit jamais votre clé.',
  loading: 'Chargement de votre demande de récupération',
  loadFailed: 'Votre demande de récupération n’a pas pu être chargée.',
  retry: 'Réessayer',
  nothing: 'Il n’y a rien à récupérer : tous vos dossiers chiffrés s’ouvrent avec votre mot de passe actuel, ou votre organisation ne détient aucune copie de votre ancienne clé.',
  available: 'Votre organisation peut récupérer les dossiers chiffrés avant la réinitialisation de votre mot de passe.',
  ask: 'Demander à mon organisation de récupérer mes dossiers',
  pending: (requestedOn) => `Vous l’avez demandé le ${requestedOn}. Votre organisation n’a pas encore répondu ; vous recevrez une notification quand elle le fera.`,
  approved: (decidedOn) => `Votre organisation a récupéré vos dossiers le ${decidedOn}. Déconnectez-vous puis reconnectez-vous sur cet appareil pour les ouvrir.`,
  newPhrase: 'Créez ensuite une nouvelle phrase de récupération dans votre profil : celle créée après la réinitialisation n’ouvre plus vos dossiers.',
  signInAgain: 'Se déconnecter et se reconnecter',
  refused: (decidedOn) => `Votre organisation a refusé votre demande le ${decidedOn}.`,
  reason: 'Son motif :',
  askAgain: 'Redemander',
  askFailed: 'Votre demande n’a pas pu être envoyée.',
  profile: 'Aller à votre profil',
};

export const de: KeyRecoveryMessages = {
  title: 'Ihre Daten wiederherstellen',
  intro:
    'Wenn Sie Ihr Passwort ohne Ihre Wiederherstellungsphrase zurückgesetzt haben, öffnen sich die zuvor verschlüsselten Daten nicht. Ihre Organisation kann sie wiederherstellen: Mitarbeitende mit ihrem Wiederherstellungsschlüssel genehmigen Ihre Anfrage in ihrem Browser, und unser Server sieht Ihren Schlüssel nie.',
  loading: 'Ihre Wiederherstellungsanfrage wird geladen',
  loadFailed: 'Ihre Wiederherstellungsanfrage konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  nothing: 'Es gibt nichts wiederherzustellen: Alle Ihre verschlüsselten Daten öffnen sich mit Ihrem aktuellen Passwort, oder Ihre Organisation hat keine Kopie Ihres alten Schlüssels.',
  available: 'Ihre Organisation kann die vor dem Zurücksetzen Ihres Passworts verschlüsselten Daten wiederherstellen.',
  ask: 'Meine Organisation um Wiederherstellung bitten',
  pending: (requestedOn) => `Sie haben am ${requestedOn} gefragt. Ihre Organisation hat noch nicht geantwortet; Sie erhalten eine Benachrichtigung, sobald sie es tut.`,
  approved: (decidedOn) => `Ihre Organisation hat Ihre Daten am ${decidedOn} wiederhergestellt. Melden Sie sich auf diesem Gerät ab und wieder an, um sie zu öffnen.`,
  newPhrase: 'Erstellen Sie danach in Ihrem Profil eine neue Wiederherstellungsphrase: Die nach dem Zurücksetzen erstellte öffnet Ihre Daten nicht mehr.',
  signInAgain: 'Abmelden und wieder anmelden',
  refused: (decidedOn) => `Ihre Organisation hat Ihre Anfrage am ${decidedOn} abgelehnt.`,
  reason: 'Begründung:',
  askAgain: 'Erneut fragen',
  askFailed: 'Ihre Anfrage konnte nicht gesendet werden.',
  profile: 'Zu Ihrem Profil',
};

export const pt: KeyRecoveryMessages = {
  title: 'Recupere seus registros',
  intro:
    'Se você redefiniu sua senha sem a frase de recuperação, os registros que você criptografou antes não abrem. Sua organização pode recuperá-los: a equipe que tem a chave de recuperação aprova seu pedido no próprio navegador, e nosso servidor nunca vê sua chave.',
  loading: 'Carregando seu pedido de recuperação',
  loadFailed: 'Não foi possível carregar seu pedido de recuperação.',
  retry: 'Tentar novamente',
  nothing: 'Não há nada a recuperar: todos os registros que você criptografou abrem com sua senha atual, ou sua organização não tem cópia da sua chave antiga.',
  available: 'Sua organização pode recuperar os registros que você criptografou antes de redefinir a senha.',
  ask: 'Pedir à minha organização que recupere meus registros',
  pending: (requestedOn) => `Você pediu em ${requestedOn}. Sua organização ainda não respondeu; você receberá uma notificação quando responder.`,
  approved: (decidedOn) => `Sua organização recuperou seus registros em ${decidedOn}. Saia e entre novamente neste dispositivo para abri-los.`,
  newPhrase: 'Depois crie uma nova frase de recuperação no seu perfil: a que você criou após a redefinição não abre mais seus registros.',
  signInAgain: 'Sair e entrar novamente',
  refused: (decidedOn) => `Sua organização recusou seu pedido em ${decidedOn}.`,
  reason: 'O motivo:',
  askAgain: 'Pedir novamente',
  askFailed: 'Não foi possível enviar seu pedido.',
  profile: 'Ir para o seu perfil',
};

export const mh: KeyRecoveryMessages = {
  title: 'Kōjepļọk rekōōt ko am',
  intro:
    'Ñe kwaar kōmmān password eo am ekāāl ilo an jab wōr naan in kōjepļọk eo am, rekōōt ko kwaar kōpeļļọk mokta rej jab peļļọk. Doulul eo am emaroñ kōjepļọk er: rijerbal ro rej kōjparok key in kōjepļọk eo an rej errā kajjitōk eo am ilo browser eo aer, im server eo ad ejjeļọk iien enaaj lo key eo am.',
  loading: 'Ej ļoode kajjitōk eo am ñan kōjepļọk',
  loadFailed: 'Ear jab maroñ ļoode kajjitōk eo am ñan kōjepļọk.',
  retry: 'Bar kōjeraam',
  nothing: 'Ejjeļọk men in kōjepļọk: aolep rekōōt ko am rej peļļọk kōn password eo am kiiō, ak doulul eo am ejjeļọk an kōpe in key eo am etto.',
  available: 'Doulul eo am emaroñ kōjepļọk rekōōt ko kwaar kōpeļļọk mokta jān am kōmmān password eo ekāāl.',
  ask: 'Kajjitōk ippān doulul eo aō bwe en kōjepļọk rekōōt ko aō',
  pending: (requestedOn) => `Kwaar kajjitōk ilo ${requestedOn}. Doulul eo am ejañin uwaak; kwōnaaj bōk juon kōjjeļā ñe enaaj uwaak.`,
  approved: (decidedOn) => `Doulul eo am ear kōjepļọk rekōōt ko am ilo ${decidedOn}. Diwōj im bar deļọñ ilo kein in bwe kwōn kōpeļļọk er.`,
  newPhrase: 'Innām kōmmān juon naan in kōjepļọk ekāāl ilo profile eo am: eo kwaar kōmmān ālikin kōmmān password eo ekāāl ejjab bar kōpeļļọk rekōōt ko am.',
  signInAgain: 'Diwōj im bar deļọñ',
  refused: (decidedOn) => `Doulul eo am ear jab errā kajjitōk eo am ilo ${decidedOn}.`,
  reason: 'Unin:',
  askAgain: 'Bar kajjitōk',
  askFailed: 'Ear jab maroñ jilkinļọk kajjitōk eo am.',
  profile: 'Etal ñan profile eo am',
};
