import type { ToastLocationsMessages } from './messages.js';

export const es: ToastLocationsMessages = {
  title: 'Ubicaciones de avisos emergentes',
  explanation:
    'En una página de administración o de cliente, un aviso solo aparece si una entrada de abajo coincide con la ruta de la página y muestra avisos. Un * coincide exactamente con una parte de la ruta. En las demás páginas los avisos siempre aparecen.',
  loading: 'Cargando ubicaciones de avisos emergentes',
  none: 'Aún no hay entradas: no aparece ningún aviso en las páginas de administración y de cliente.',
  path: 'Ruta',
  pathOf: (n) => `Ruta de la entrada ${n}`,
  show: 'Mostrar avisos',
  showOf: (path) => `Mostrar avisos en ${path}`,
  saving: 'Guardando…',
  saved: 'Guardado',
  add: 'Añadir entrada',
  newPath: 'Nueva ruta',
  showNew: 'Mostrar avisos en la nueva ruta',
  added: (path) => `Se añadió ${path}.`,
  deleted: (path) => `Se eliminó ${path}.`,
  what: (path) => `la ubicación de avisos “${path}”`,
  pathHint: 'Por ejemplo /client/home o /admin/*',
};

export const fr: ToastLocationsMessages = {
  title: 'Emplacements des messages éphémères',
  explanation:
    'Sur une page d’administration ou client, un message éphémère ne s’affiche que si une entrée ci-dessous correspond au chemin de la page et affiche les messages. Un * correspond à exactement une partie du chemin. Sur toutes les autres pages, les messages s’affichent toujours.',
  loading: 'Chargement des emplacements des messages éphémères',
  none: 'Aucune entrée pour l’instant : aucun message éphémère ne s’affiche sur les pages d’administration et client.',
  path: 'Chemin',
  pathOf: (n) => `Chemin de l’entrée ${n}`,
  show: 'Afficher les messages',
  showOf: (path) => `Afficher les messages sur ${path}`,
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  add: 'Ajouter une entrée',
  newPath: 'Nouveau chemin',
  showNew: 'Afficher les messages sur le nouveau chemin',
  added: (path) => `${path} ajouté.`,
  deleted: (path) => `${path} supprimé.`,
  what: (path) => `l’emplacement de messages « ${path} »`,
  pathHint: 'Par exemple /client/home ou /admin/*',
};

export const de: ToastLocationsMessages = {
  title: 'Positionen von Kurzmeldungen',
  explanation:
    'Auf einer Admin- oder Kundenseite erscheint eine Kurzmeldung nur, wenn ein Eintrag unten zum Pfad der Seite passt und Kurzmeldungen zeigt. Ein * passt auf genau einen Teil des Pfads. Auf allen anderen Seiten erscheinen Kurzmeldungen immer.',
  loading: 'Positionen von Kurzmeldungen werden geladen',
  none: 'Noch keine Einträge: Auf Admin- und Kundenseiten erscheint keine Kurzmeldung.',
  path: 'Pfad',
  pathOf: (n) => `Pfad von Eintrag ${n}`,
  show: 'Kurzmeldungen zeigen',
  showOf: (path) => `Kurzmeldungen auf ${path} zeigen`,
  saving: 'Wird gespeichert…',
  saved: 'Gespeichert',
  add: 'Eintrag hinzufügen',
  newPath: 'Neuer Pfad',
  showNew: 'Kurzmeldungen auf dem neuen Pfad zeigen',
  added: (path) => `${path} hinzugefügt.`,
  deleted: (path) => `${path} gelöscht.`,
  what: (path) => `die Position „${path}“`,
  pathHint: 'Zum Beispiel /client/home oder /admin/*',
};

export const pt: ToastLocationsMessages = {
  title: 'Posições de avisos rápidos',
  explanation:
    'Numa página de administração ou de cliente, um aviso rápido só aparece se uma entrada abaixo corresponder ao caminho da página e mostrar avisos. Um * corresponde a exatamente uma parte do caminho. Em todas as outras páginas os avisos aparecem sempre.',
  loading: 'A carregar posições de avisos rápidos',
  none: 'Ainda não há entradas: nenhum aviso aparece nas páginas de administração e de cliente.',
  path: 'Caminho',
  pathOf: (n) => `Caminho da entrada ${n}`,
  show: 'Mostrar avisos',
  showOf: (path) => `Mostrar avisos em ${path}`,
  saving: 'A guardar…',
  saved: 'Guardado',
  add: 'Adicionar entrada',
  newPath: 'Novo caminho',
  showNew: 'Mostrar avisos no novo caminho',
  added: (path) => `${path} adicionado.`,
  deleted: (path) => `${path} eliminado.`,
  what: (path) => `a posição de avisos “${path}”`,
  pathHint: 'Por exemplo /client/home ou /admin/*',
};

export const mh: ToastLocationsMessages = {
  title: 'Jikin toast message ko',
  explanation:
    'Ilo peij in admin ak client, juon toast ej waļok ñe juon entry iaan ko ilal ej jerbal ippān path eo an peij eo im ej kwaļok toast. Juon * ej jerbal ippān juon wāween wōt an path eo. Ilo aolep peij ko jet, toast ej waļok aolep iien.',
  loading: 'Ej load jikin toast message ko',
  none: 'Ejjañin wōr entry: ejjeļọk toast ej waļok ilo peij in admin im client.',
  path: 'Path',
  pathOf: (n) => `Path eo an entry ${n}`,
  show: 'Kwaļok toast',
  showOf: (path) => `Kwaļok toast ilo ${path}`,
  saving: 'Ej kōnono…',
  saved: 'Emōj kōnono',
  add: 'Kobaik entry',
  newPath: 'Path eo ekāāl',
  showNew: 'Kwaļok toast ilo path eo ekāāl',
  added: (path) => `Emōj kobaik ${path}.`,
  deleted: (path) => `Emōj jolọk ${path}.`,
  what: (path) => `jikin toast “${path}”`,
  pathHint: 'Āinwōt /client/home ak /admin/*',
};
