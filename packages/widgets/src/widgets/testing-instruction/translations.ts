import type { TestingInstructionMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: TestingInstructionMessages = {
  title: 'Cómo hacer tu prueba',
  forKit: '{name} (ID del kit {kitId})',
  measures: 'Mide: {biomarkers}',
  inTheBox: 'Sigue las instrucciones paso a paso que vienen en la caja de tu kit.',
  bodyScan: 'Tu escaneo corporal 3D se hace con tu teléfono: empiézalo desde la tarjeta Escaneo corporal 3D.',
  sendBack: 'Cuando termines, envía tu muestra como se explica en la caja de tu kit.',
  noKit: 'Todavía no tienes un kit de prueba. Registra tu kit para ver cómo hacer tu prueba.',
  register: 'Registrar un kit',
  loading: 'Cargando las instrucciones de tu prueba',
  failed: 'No pudimos cargar las instrucciones de tu prueba.',
  retry: 'Intentar de nuevo',
  signedOut: 'Inicia sesión para ver cómo hacer tu prueba.',
};

export const fr: TestingInstructionMessages = {
  title: 'Comment faire votre test',
  forKit: '{name} (ID du kit {kitId})',
  measures: 'Mesure : {biomarkers}',
  inTheBox: 'Suivez les instructions pas à pas fournies dans la boîte de votre kit.',
  bodyScan: 'Votre scan corporel 3D se fait avec votre téléphone : lancez-le depuis la carte Scan corporel 3D.',
  sendBack: 'Une fois terminé, renvoyez votre échantillon comme l’explique la boîte de votre kit.',
  noKit: "Vous n'avez pas encore de kit de test. Enregistrez votre kit pour voir comment faire votre test.",
  register: 'Enregistrer un kit',
  loading: 'Chargement de vos instructions de test',
  failed: "Nous n'avons pas pu charger vos instructions de test.",
  retry: 'Réessayer',
  signedOut: 'Connectez-vous pour voir comment faire votre test.',
};

export const de: TestingInstructionMessages = {
  title: 'So machen Sie Ihren Test',
  forKit: '{name} (Kit-ID {kitId})',
  measures: 'Misst: {biomarkers}',
  inTheBox: 'Folgen Sie der Schritt-für-Schritt-Anleitung in der Schachtel Ihres Kits.',
  bodyScan: 'Ihr 3D-Körperscan wird mit Ihrem Telefon gemacht: Starten Sie ihn über die Karte 3D-Körperscan.',
  sendBack: 'Wenn Sie fertig sind, senden Sie Ihre Probe so zurück, wie es in der Schachtel Ihres Kits erklärt ist.',
  noKit: 'Sie haben noch kein Testkit. Registrieren Sie Ihr Kit, um zu sehen, wie Sie Ihren Test machen.',
  register: 'Kit registrieren',
  loading: 'Ihre Testanleitung wird geladen',
  failed: 'Ihre Testanleitung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  signedOut: 'Melden Sie sich an, um zu sehen, wie Sie Ihren Test machen.',
};

export const pt: TestingInstructionMessages = {
  title: 'Como fazer o seu teste',
  forKit: '{name} (ID do kit {kitId})',
  measures: 'Mede: {biomarkers}',
  inTheBox: 'Siga as instruções passo a passo que vêm na caixa do seu kit.',
  bodyScan: 'O seu exame corporal 3D é feito com o seu telemóvel: comece-o a partir do cartão Exame corporal 3D.',
  sendBack: 'Quando terminar, envie a sua amostra como explicado na caixa do seu kit.',
  noKit: 'Ainda não tem um kit de teste. Registe o seu kit para ver como fazer o seu teste.',
  register: 'Registar um kit',
  loading: 'A carregar as instruções do seu teste',
  failed: 'Não foi possível carregar as instruções do seu teste.',
  retry: 'Tentar novamente',
  signedOut: 'Inicie sessão para ver como fazer o seu teste.',
};

export const mh: TestingInstructionMessages = {
  title: 'Wāween kōmmane test eo am',
  forKit: '{name} (kit ID {kitId})',
  measures: 'Ej joñe: {biomarkers}',
  inTheBox: 'Lōore kōmelele ko kajjojo kōjen ilo bok̦ eo an kit eo am.',
  bodyScan: 'Kwōj kōmmane 3D body scan eo am kōn talboon eo am: jino jān kaat in 3D Body Scan.',
  sendBack: 'Ñe kwōj dedelo̧k, jilkinlok sample eo am āinwōt an bok̦ in kit eo am kōmeleleik.',
  noKit: 'Ejjeļọk am kit in test kiiō. Kōjeje kit eo am bwe kwōn lale wāween kōmmane test eo am.',
  register: 'Kōjeje juon kit',
  loading: 'Ej load kōmelele ko ñan test eo am',
  failed: 'Ear jab maron load kōmelele ko ñan test eo am.',
  retry: 'Bar kajjeoñ',
  signedOut: 'Sign in bwe kwōn lale wāween kōmmane test eo am.',
};
