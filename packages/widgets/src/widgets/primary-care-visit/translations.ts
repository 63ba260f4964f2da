import type { PrimaryCareVisitMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: PrimaryCareVisitMessages = {
  title: 'Consulta de atención primaria',
  text: 'Consulta a un proveedor de atención primaria sobre tus problemas de salud cotidianos.',
  virtual: 'Consulta virtual',
  inPerson: 'Consulta presencial',
  virtualUnavailable: 'Las consultas virtuales aún no forman parte de tu plan. Las consultas presenciales no están disponibles aquí.',
  loading: 'Comprobando qué consultas puedes reservar',
  failed: 'No pudimos comprobar qué consultas puedes reservar.',
  retry: 'Intentar de nuevo',
  signedOut: 'Inicia sesión para reservar una consulta de atención primaria.',
};

export const fr: PrimaryCareVisitMessages = {
  title: 'Consultation de soins primaires',
  text: 'Consultez un professionnel de soins primaires pour vos soucis de santé du quotidien.',
  virtual: 'Consultation virtuelle',
  inPerson: 'Consultation en personne',
  virtualUnavailable: 'Les consultations virtuelles ne font pas encore partie de votre offre. Les consultations en personne ne sont pas disponibles ici.',
  loading: 'Vérification des consultations que vous pouvez réserver',
  failed: "Nous n'avons pas pu vérifier les consultations que vous pouvez réserver.",
  retry: 'Réessayer',
  signedOut: 'Connectez-vous pour réserver une consultation de soins primaires.',
};

export const de: PrimaryCareVisitMessages = {
  title: 'Hausärztlicher Termin',
  text: 'Sprechen Sie mit einer Hausärztin oder einem Hausarzt über alltägliche Gesundheitsfragen.',
  virtual: 'Virtueller Termin',
  inPerson: 'Termin vor Ort',
  virtualUnavailable: 'Virtuelle Termine sind noch nicht Teil Ihres Tarifs. Termine vor Ort sind hier nicht buchbar.',
  loading: 'Verfügbare Termine werden geprüft',
  failed: 'Die verfügbaren Termine konnten nicht geprüft werden.',
  retry: 'Erneut versuchen',
  signedOut: 'Melden Sie sich an, um einen hausärztlichen Termin zu buchen.',
};

export const pt: PrimaryCareVisitMessages = {
  title: 'Consulta de cuidados primários',
  text: 'Fale com um profissional de cuidados primários sobre questões de saúde do dia a dia.',
  virtual: 'Consulta virtual',
  inPerson: 'Consulta presencial',
  virtualUnavailable: 'As consultas virtuais ainda não fazem parte do seu plano. As consultas presenciais não estão disponíveis aqui.',
  loading: 'A verificar que consultas pode marcar',
  failed: 'Não foi possível verificar que consultas pode marcar.',
  retry: 'Tentar novamente',
  signedOut: 'Inicie sessão para marcar uma consulta de cuidados primários.',
};

export const mh: PrimaryCareVisitMessages = {
  title: 'Lo taktō in primary care',
  text: 'Lo juon primary care provider kōn abņōņō ko an ājmour eo am aolep raan.',
  virtual: 'Virtual Visit',
  inPerson: 'In-Person Visit',
  virtualUnavailable: 'Virtual visit ejjañin bed ilo plan eo am. In-person visit ejjab maron kōpooj ijin.',
  loading: 'Ej lale ta visit ko kwōmaron kōpooj',
  failed: 'Ear jab maron lale ta visit ko kwōmaron kōpooj.',
  retry: 'Bar kajjeoñ',
  signedOut: 'Sign in bwe kwōn kōpooj juon primary care visit.',
};
