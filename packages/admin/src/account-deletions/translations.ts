import type { AccountDeletionsMessages } from './messages.js';

// Loaded on first use of a language other than English (see Catalogue).
export const es: AccountDeletionsMessages = {
  title: 'Eliminaciones de cuentas',
  intro:
    'Miembros que pidieron eliminar su cuenta. Cada una se elimina definitivamente en su fecha salvo que el miembro inicie sesión antes; el personal no puede detenerla. Después solo quedan registros de auditoría bajo el seudónimo.',
  loading: 'Cargando eliminaciones pendientes…',
  none: 'No hay ninguna eliminación de cuenta pendiente.',
  deletions: 'Eliminaciones de cuentas pendientes',
  member: 'Miembro',
  pseudonym: 'Seudónimo',
  askedOn: 'Pedida el',
  dueOn: 'Se elimina el',
  unnamed: '(sin nombre)',
};
export const fr: AccountDeletionsMessages = {
  title: 'Suppressions de comptes',
  intro:
    'Les membres qui ont demandé la suppression de leur compte. Chacun est supprimé définitivement à la date prévue, sauf si le membre se connecte avant ; le personnel ne peut pas l’arrêter. Ensuite, seules des lignes d’audit sous le pseudonyme restent.',
  loading: 'Chargement des suppressions en attente…',
  none: 'Aucune suppression de compte en attente.',
  deletions: 'Suppressions de comptes en attente',
  member: 'Membre',
  pseudonym: 'Pseudonyme',
  askedOn: 'Demandée le',
  dueOn: 'Supprimé le',
  unnamed: '(sans nom)',
};
export const de: AccountDeletionsMessages = {
  title: 'Kontolöschungen',
  intro:
    'Mitglieder, die die Löschung ihres Kontos beantragt haben. Jedes wird zum Termin endgültig gelöscht, außer das Mitglied meldet sich vorher an; Mitarbeitende können es nicht aufhalten. Danach bleiben nur Audit-Einträge unter dem Pseudonym.',
  loading: 'Ausstehende Löschungen werden geladen…',
  none: 'Keine Kontolöschung steht aus.',
  deletions: 'Ausstehende Kontolöschungen',
  member: 'Mitglied',
  pseudonym: 'Pseudonym',
  askedOn: 'Beantragt am',
  dueOn: 'Gelöscht am',
  unnamed: '(kein Name)',
};
export const pt: AccountDeletionsMessages = {
  title: 'Exclusões de contas',
  intro:
    'Membros que pediram a exclusão da conta. Cada uma é excluída definitivamente na data, a menos que o membro entre antes; a equipe não pode impedi-la. Depois, restam apenas registros de auditoria sob o pseudônimo.',
  loading: 'Carregando exclusões pendentes…',
  none: 'Nenhuma exclusão de conta pendente.',
  deletions: 'Exclusões de contas pendentes',
  member: 'Membro',
  pseudonym: 'Pseudônimo',
  askedOn: 'Pedida em',
  dueOn: 'Excluída em',
  unnamed: '(sem nome)',
};
// mh: needs review by a Marshallese speaker.
export const mh: AccountDeletionsMessages = {
  title: 'Kajoorļok account',
  intro:
    'Membōr ro rekar kajjitōk bwe en jako account eo aer. Kajjojo enaaj jako indeeo ilo raan eo, ñe membōr eo ejjab deļọñ mokta; rijerbal ro rejjab maroñ kabōjrak. Ālkin, jeje in audit ko wōt ilo etan eo ekōpāāl rej pād.',
  loading: 'Ej bōk kajoorļok ko rej kōttar…',
  none: 'Ejjeļọk kajoorļok account ej kōttar.',
  deletions: 'Kajoorļok account ko rej kōttar',
  member: 'Membōr',
  pseudonym: 'Etan ekōpāāl',
  askedOn: 'Kajjitōk ilo',
  dueOn: 'Enaaj jako ilo',
  unnamed: '(ejjeļọk etan)',
};
