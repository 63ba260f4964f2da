import type { GuidedTourMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: GuidedTourMessages = {
  label: 'Recorrido guiado',
  progress: (step, total) => `Paso ${step} de ${total}`,
  steps: {
    hydration: { title: 'Registra tu hidratación', body: 'Haz clic en el ícono de más para empezar a registrar el agua.' },
    mood: { title: 'Registra tu estado de ánimo', body: 'Haz clic en la expresión facial que corresponda a tu estado de ánimo.' },
    symptoms: { title: 'Registra tus síntomas', body: 'Selecciona los síntomas que tengas o selecciona Sin síntomas.' },
  },
};

export const fr: GuidedTourMessages = {
  label: 'Visite guidée',
  progress: (step, total) => `Étape ${step} sur ${total}`,
  steps: {
    hydration: { title: 'Noter votre hydratation', body: 'Cliquez sur l’icône plus pour commencer à noter votre eau.' },
    mood: { title: 'Noter votre humeur', body: 'Cliquez sur l’expression du visage qui correspond à votre humeur.' },
    symptoms: { title: 'Noter vos symptômes', body: 'Sélectionnez les symptômes que vous ressentez, ou sélectionnez Aucun symptôme.' },
  },
};

export const de: GuidedTourMessages = {
  label: 'Geführte Tour',
  progress: (step, total) => `Schritt ${step} von ${total}`,
  steps: {
    hydration: { title: 'Trinkmenge erfassen', body: 'Klicken Sie auf das Plus-Symbol, um Ihr Wasser zu erfassen.' },
    mood: { title: 'Stimmung erfassen', body: 'Klicken Sie auf den Gesichtsausdruck, der zu Ihrer Stimmung passt.' },
    symptoms: { title: 'Symptome erfassen', body: 'Wählen Sie Ihre Symptome aus oder wählen Sie Keine Symptome.' },
  },
};

export const pt: GuidedTourMessages = {
  label: 'Tour guiado',
  progress: (step, total) => `Passo ${step} de ${total}`,
  steps: {
    hydration: { title: 'Registrar hidratação', body: 'Clique no ícone de mais para começar a registrar sua água.' },
    mood: { title: 'Registrar humor', body: 'Clique na expressão facial que corresponde ao seu humor.' },
    symptoms: { title: 'Registrar sintomas', body: 'Selecione os sintomas que está sentindo ou selecione Sem sintomas.' },
  },
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: GuidedTourMessages = {
  label: 'Kōmmālim eo',
  progress: (step, total) => `Kōjjeram ${step} in ${total}`,
  steps: {
    hydration: { title: 'Je dānnin idaak', body: 'Jiped kakōļļe in kobaik bwe kwōn jino je dān eo kwaar idaak.' },
    mood: { title: 'Je an būruōm', body: 'Jiped mejān eo ej jekdọọn an būruōm.' },
    symptoms: { title: 'Je kakōļļe in nañinmej', body: 'Kālet kakōļļe ko kwōj pād ie, ak kālet Ejjeļọk kakōļļe.' },
  },
};
