import type { ShellMessages } from './shell-messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: ShellMessages = {
  skipToContent: 'Saltar al contenido',
  brand: 'HealthDeck',
  navigation: 'Cliente',
  menu: 'Menú',
  home: 'Inicio',
  testingCenter: 'Centro de pruebas',
  profile: 'Perfil',
  admin: 'Administración',
  loading: 'Cargando…',
  signOut: 'Cerrar sesión',
  success: '¡Listo!',
  partnerSignOnFrame: 'Inicio de sesión en MoreActive (oculto)',
};
export const fr: ShellMessages = {
  skipToContent: 'Aller au contenu',
  brand: 'HealthDeck',
  navigation: 'Client',
  menu: 'Menu',
  home: 'Accueil',
  testingCenter: 'Centre de tests',
  profile: 'Profil',
  admin: 'Administration',
  loading: 'Chargement…',
  signOut: 'Se déconnecter',
  success: 'Réussi !',
  partnerSignOnFrame: 'Connexion à MoreActive (masquée)',
};
export const de: ShellMessages = {
  skipToContent: 'Zum Inhalt springen',
  brand: 'HealthDeck',
  navigation: 'Kunde',
  menu: 'Menü',
  home: 'Startseite',
  testingCenter: 'Testcenter',
  profile: 'Profil',
  admin: 'Verwaltung',
  loading: 'Wird geladen …',
  signOut: 'Abmelden',
  success: 'Erfolgreich!',
  partnerSignOnFrame: 'Anmeldung bei MoreActive (verborgen)',
};
export const pt: ShellMessages = {
  skipToContent: 'Pular para o conteúdo',
  brand: 'HealthDeck',
  navigation: 'Cliente',
  menu: 'Menu',
  home: 'Início',
  testingCenter: 'Centro de testes',
  profile: 'Perfil',
  admin: 'Administração',
  loading: 'Carregando…',
  signOut: 'Sair',
  success: 'Sucesso!',
  partnerSignOnFrame: 'Início de sessão no MoreActive (oculto)',
};
// mh: needs review by a Marshallese speaker.
export const mh: ShellMessages = {
  skipToContent: 'Kālọk ñan men ko ilowaan',
  brand: 'HealthDeck',
  navigation: 'Client',
  menu: 'Menu',
  home: 'Mōn̄',
  testingCenter: 'Jikin test',
  profile: 'Profile',
  admin: 'Admin',
  loading: 'Ej kōmman…',
  signOut: 'Diwōj',
  success: 'Eṃṃan!',
  partnerSignOnFrame: 'Deloñ ilo MoreActive (ej kalikar)',
};
