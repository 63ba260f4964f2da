import type { SymptomsMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue). Symptom names come from
// the server's catalogue and are shown as they are.
export const es: SymptomsMessages = {
  title: 'Síntomas',
  prompt: 'Selecciona los síntomas que tengas o selecciona None of these.',
  options: 'Síntomas de hoy',
  empty: 'Todavía no hay síntomas para registrar.',
  loading: 'Cargando síntomas',
  signedOut: 'Inicia sesión para registrar tus síntomas.',
  retry: 'Reintentar',
  loadFailed: 'No se pudieron cargar los síntomas. Inténtalo de nuevo más tarde.',
  updateFailed: 'No se pudo actualizar el síntoma.',
};

export const fr: SymptomsMessages = {
  title: 'Symptômes',
  prompt: 'Sélectionnez les symptômes que vous ressentez, ou sélectionnez None of these.',
  options: 'Symptômes du jour',
  empty: 'Aucun symptôme à noter pour le moment.',
  loading: 'Chargement des symptômes',
  signedOut: 'Connectez-vous pour noter vos symptômes.',
  retry: 'Réessayer',
  loadFailed: 'Impossible de charger les symptômes, veuillez réessayer plus tard.',
  updateFailed: 'Impossible de mettre à jour le symptôme.',
};

export const de: SymptomsMessages = {
  title: 'Symptome',
  prompt: 'Wählen Sie Ihre Symptome aus oder wählen Sie None of these.',
  options: 'Symptome heute',
  empty: 'Es gibt noch keine Symptome zum Erfassen.',
  loading: 'Symptome werden geladen',
  signedOut: 'Melden Sie sich an, um Ihre Symptome zu erfassen.',
  retry: 'Erneut versuchen',
  loadFailed: 'Die Symptome konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  updateFailed: 'Das Symptom konnte nicht aktualisiert werden.',
};

export const pt: SymptomsMessages = {
  title: 'Sintomas',
  prompt: 'Selecione os sintomas que está sentindo ou selecione None of these.',
  options: 'Sintomas de hoje',
  empty: 'Ainda não há sintomas para registrar.',
  loading: 'Carregando sintomas',
  signedOut: 'Entre para registrar seus sintomas.',
  retry: 'Tentar novamente',
  loadFailed: 'Não foi possível carregar os sintomas. Tente novamente mais tarde.',
  updateFailed: 'Não foi possível atualizar o sintoma.',
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: SymptomsMessages = {
  title: 'Kakōļļe in nañinmej',
  prompt: 'Kālet kakōļļe ko kwōj pād ie, ak kālet None of these.',
  options: 'Kakōļļe ko rainin',
  empty: 'Ejjeļọk kakōļļe ñan je kiiō.',
  loading: 'Ej kōmman',
  signedOut: 'Deļọñ̄ bwe kwōn je am kakōļļe.',
  retry: 'Bar kajjeoñ',
  loadFailed: 'Ear jab emman ad bōk kakōļļe ko, jouj im bar kajjeoñ tokālik.',
  updateFailed: 'Ear jab emman ad kōmmane kakōļļe eo.',
};
