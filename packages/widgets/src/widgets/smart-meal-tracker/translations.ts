import type { SmartMealTrackerMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: SmartMealTrackerMessages = {
  title: 'Registro inteligente de comidas',
  calories: 'Calorías',
  carbs: 'Carbohidratos',
  protein: 'Proteínas',
  fat: 'Grasas',
  logMeal: 'Registrar una comida',
  empty: 'Aún no has registrado comidas hoy.',
  loading: 'Cargando la ingesta de calorías',
  signedOut: 'Inicia sesión para registrar tus comidas.',
};

export const fr: SmartMealTrackerMessages = {
  title: 'Suivi intelligent des repas',
  calories: 'Calories',
  carbs: 'Glucides',
  protein: 'Protéines',
  fat: 'Lipides',
  logMeal: 'Enregistrer un repas',
  empty: 'Aucun repas enregistré aujourd’hui.',
  loading: 'Chargement de l’apport calorique',
  signedOut: 'Connectez-vous pour suivre vos repas.',
};

export const de: SmartMealTrackerMessages = {
  title: 'Smarter Mahlzeiten-Tracker',
  calories: 'Kalorien',
  carbs: 'Kohlenhydrate',
  protein: 'Eiweiß',
  fat: 'Fett',
  logMeal: 'Mahlzeit erfassen',
  empty: 'Heute noch keine Mahlzeiten erfasst.',
  loading: 'Kalorienaufnahme wird geladen',
  signedOut: 'Melden Sie sich an, um Ihre Mahlzeiten zu erfassen.',
};

export const pt: SmartMealTrackerMessages = {
  title: 'Registo inteligente de refeições',
  calories: 'Calorias',
  carbs: 'Hidratos de carbono',
  protein: 'Proteína',
  fat: 'Gordura',
  logMeal: 'Registar uma refeição',
  empty: 'Ainda não registou refeições hoje.',
  loading: 'A carregar a ingestão de calorias',
  signedOut: 'Inicie sessão para registar as suas refeições.',
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: SmartMealTrackerMessages = {
  title: 'Jerbal in Mōñā ko',
  calories: 'Calorie',
  carbs: 'Carbs',
  protein: 'Protein',
  fat: 'Kiriñ',
  logMeal: 'Je juon mōñā',
  empty: 'Ejjeļo̧k mōñā em̧ōj je rainin.',
  loading: 'Ej lo̧o̧d calorie',
  signedOut: 'Deļo̧n̄ bwe kwōn je mōñā ko am̧.',
};
