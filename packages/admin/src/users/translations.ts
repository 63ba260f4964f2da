import type { UsersMessages } from './messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: UsersMessages = {
  title: 'Usuarios',
  search: 'Buscar usuarios',
  searchPlaceholder: 'Correo electrónico',
  role: 'Rol',
  allRoles: 'Todos los roles',
  roleNames: { admin: 'Administrador', member: 'Miembro' },
  email: 'Correo electrónico',
  roles: 'Roles',
  verified: 'Verificado',
  organizations: 'Organizaciones',
  loading: 'Cargando usuarios',
  total: (count) => (count === 1 ? '1 usuario' : `${count} usuarios`),
  loginAs: 'Entrar como el usuario',
  loginAsLabel: (email) => `Entrar como el usuario ${email}`,
  loginAsRefused: 'No se puede entrar como este usuario (se excluyen las cuentas del personal y la tuya).',
};

export const fr: UsersMessages = {
  title: 'Utilisateurs',
  search: 'Rechercher des utilisateurs',
  searchPlaceholder: 'E-mail',
  role: 'Rôle',
  allRoles: 'Tous les rôles',
  roleNames: { admin: 'Administrateur', member: 'Membre' },
  email: 'E-mail',
  roles: 'Rôles',
  verified: 'Vérifié',
  organizations: 'Organisations',
  loading: 'Chargement des utilisateurs',
  total: (count) => (count === 1 ? '1 utilisateur' : `${count} utilisateurs`),
  loginAs: "Se connecter en tant que l'utilisateur",
  loginAsLabel: (email) => `Se connecter en tant que ${email}`,
  loginAsRefused: 'Impossible de se connecter en tant que cet utilisateur (les comptes du personnel et le vôtre sont exclus).',
};

export const de: UsersMessages = {
  title: 'Benutzer',
  search: 'Benutzer suchen',
  searchPlaceholder: 'E-Mail',
  role: 'Rolle',
  allRoles: 'Alle Rollen',
  roleNames: { admin: 'Administrator', member: 'Mitglied' },
  email: 'E-Mail',
  roles: 'Rollen',
  verified: 'Bestätigt',
  organizations: 'Organisationen',
  loading: 'Benutzer werden geladen',
  total: (count) => (count === 1 ? '1 Benutzer' : `${count} Benutzer`),
  loginAs: 'Als Benutzer anmelden',
  loginAsLabel: (email) => `Als Benutzer ${email} anmelden`,
  loginAsRefused: 'Als dieser Benutzer kann man sich nicht anmelden (Mitarbeiterkonten und Ihr eigenes sind ausgenommen).',
};

export const pt: UsersMessages = {
  title: 'Usuários',
  search: 'Pesquisar usuários',
  searchPlaceholder: 'E-mail',
  role: 'Função',
  allRoles: 'Todas as funções',
  roleNames: { admin: 'Administrador', member: 'Membro' },
  email: 'E-mail',
  roles: 'Funções',
  verified: 'Verificado',
  organizations: 'Organizações',
  loading: 'Carregando usuários',
  total: (count) => (count === 1 ? '1 usuário' : `${count} usuários`),
  loginAs: 'Entrar como usuário',
  loginAsLabel: (email) => `Entrar como o usuário ${email}`,
  loginAsRefused: 'Não é possível entrar como este usuário (contas da equipe e a sua são excluídas).',
};

// mh: needs review by a Marshallese speaker.
export const mh: UsersMessages = {
  title: 'Ri-kōjerbal',
  search: 'Pukot ri-kōjerbal',
  searchPlaceholder: 'Email',
  role: 'Jerbal',
  allRoles: 'Aolep jerbal',
  roleNames: { admin: 'Eoon', member: 'Membōr' },
  email: 'Email',
  roles: 'Jerbal ko',
  verified: 'Kamool',
  organizations: 'Doulul ko',
  loading: 'Ej lōṃṇak ri-kōjerbal',
  total: (count) => `${count} ri-kōjerbal`,
  loginAs: 'Deḷọñ āinwōt ri-kōjerbal',
  loginAsLabel: (email) => `Deḷọñ āinwōt ri-kōjerbal ${email}`,
  loginAsRefused: 'Ejjab maron̄ deḷọñ āinwōt ri-kōjerbal in (akaun an ri-jerbal im am make rej jab kōttaan).',
};
