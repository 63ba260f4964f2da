import type { LockedStateMessages } from './locked-state-messages';

export const es: LockedStateMessages = {
  session: (minutes) => `Un solo desbloqueo abre todos tus registros hasta que cierres sesión. Se vuelven a bloquear tras ${minutes} minutos sin actividad.`,
};
export const fr: LockedStateMessages = {
  session: (minutes) => `Un seul déverrouillage ouvre tous vos dossiers jusqu’à la déconnexion. Ils se verrouillent de nouveau après ${minutes} minutes sans activité.`,
};
export const de: LockedStateMessages = {
  session: (minutes) => `Einmal entsperrt, sind alle Ihre Daten bis zur Abmeldung geöffnet. Nach ${minutes} Minuten ohne Aktivität werden sie wieder gesperrt.`,
};
export const pt: LockedStateMessages = {
  session: (minutes) => `Um só desbloqueio abre todos os seus registros até você sair. Eles são bloqueados de novo após ${minutes} minutos sem atividade.`,
};
export const mh: LockedStateMessages = {
  session: (minutes) => `Juon wōt kōpeļļọk ej kōpeļļọk aolep rekoot ko am m̧ae iien kwōj diwōjļo̧k. Rej bar kilōk ālikin ${minutes} minit ejjeļo̧k am jerbal.`,
};
