import type { DailyTasksMessages } from './messages';

// Loaded on first use of a language other than English (see Catalogue).
export const es: DailyTasksMessages = {
  title: 'Tareas diarias',
  loading: 'Cargando tareas diarias',
  signedOut: 'Inicia sesión para ver tus tareas diarias.',
  empty: 'No hay tareas para hoy. Vuelve mañana.',
  retry: 'Reintentar',
  starCounter: 'Estrellas ganadas',
  stars: (count) => `${count} ${count === 1 ? 'estrella' : 'estrellas'}`,
  starValue: (count) => `+${count}`,
  completed: 'Completada',
  opensInNewTab: 'se abre en una pestaña nueva',
  loadFailed: 'No se pudieron obtener las tareas diarias.',
  toggleFailed: 'No se pudo cambiar la tarea diaria.',
  progress: {
    keepGoing: 'Sigue así',
    almostDone: '¡Ya casi terminas, tú puedes!',
    done: '¡Buen trabajo! ¡Otro día de tareas completado!',
  },
};

export const fr: DailyTasksMessages = {
  title: 'Tâches du jour',
  loading: 'Chargement des tâches du jour',
  signedOut: 'Connectez-vous pour voir vos tâches du jour.',
  empty: 'Aucune tâche aujourd’hui. Revenez demain.',
  retry: 'Réessayer',
  starCounter: 'Étoiles gagnées',
  stars: (count) => `${count} ${count <= 1 ? 'étoile' : 'étoiles'}`,
  starValue: (count) => `+${count}`,
  completed: 'Terminée',
  opensInNewTab: 's’ouvre dans un nouvel onglet',
  loadFailed: 'Impossible de récupérer les tâches du jour.',
  toggleFailed: 'Impossible de modifier la tâche du jour.',
  progress: {
    keepGoing: 'Continuez',
    almostDone: 'Presque fini, vous y êtes presque !',
    done: 'Bravo ! Encore une journée de tâches accomplie !',
  },
};

export const de: DailyTasksMessages = {
  title: 'Tagesaufgaben',
  loading: 'Tagesaufgaben werden geladen',
  signedOut: 'Melden Sie sich an, um Ihre Tagesaufgaben zu sehen.',
  empty: 'Heute keine Aufgaben. Schauen Sie morgen wieder vorbei.',
  retry: 'Erneut versuchen',
  starCounter: 'Gesammelte Sterne',
  stars: (count) => `${count} ${count === 1 ? 'Stern' : 'Sterne'}`,
  starValue: (count) => `+${count}`,
  completed: 'Erledigt',
  opensInNewTab: 'öffnet in einem neuen Tab',
  loadFailed: 'Die Tagesaufgaben konnten nicht geladen werden.',
  toggleFailed: 'Die Tagesaufgabe konnte nicht geändert werden.',
  progress: {
    keepGoing: 'Weiter so',
    almostDone: 'Fast geschafft, Sie schaffen das!',
    done: 'Super gemacht! Wieder ein Tag mit erledigten Aufgaben!',
  },
};

export const pt: DailyTasksMessages = {
  title: 'Tarefas diárias',
  loading: 'Carregando tarefas diárias',
  signedOut: 'Entre para ver suas tarefas diárias.',
  empty: 'Nenhuma tarefa para hoje. Volte amanhã.',
  retry: 'Tentar novamente',
  starCounter: 'Estrelas ganhas',
  stars: (count) => `${count} ${count === 1 ? 'estrela' : 'estrelas'}`,
  starValue: (count) => `+${count}`,
  completed: 'Concluída',
  opensInNewTab: 'abre em uma nova aba',
  loadFailed: 'Não foi possível obter as tarefas diárias.',
  toggleFailed: 'Não foi possível alterar a tarefa diária.',
  progress: {
    keepGoing: 'Continue assim',
    almostDone: 'Quase lá, você consegue!',
    done: 'Ótimo trabalho! Mais um dia de tarefas concluído!',
  },
};

// mh (Marshallese): NEEDS REVIEW by a native speaker before release; drafted, not verified.
export const mh: DailyTasksMessages = {
  title: 'Jerbal in Raan Otemjej',
  loading: 'Ej kōmman',
  signedOut: 'Deļọñ̄ bwe kwōn lo am jerbal in raan otemjej.',
  empty: 'Ejjeļọk jerbal raan in. Bar itok ilju.',
  retry: 'Bar kajjeoñ',
  starCounter: 'Iju ko kwaar bōki',
  stars: (count) => `${count} iju`,
  starValue: (count) => `+${count}`,
  completed: 'Emōj',
  opensInNewTab: 'ej kōpeļļọk ilo juon tab kāāl',
  loadFailed: 'Ear jab emman ad bōk jerbal in raan otemjej.',
  toggleFailed: 'Ear jab emman ad oktak jerbal in raan in.',
  progress: {
    keepGoing: 'Wōnmaanļo̧k wōt',
    almostDone: 'Ejja iiōkwe wōt, kwōmaroñ!',
    done: 'Kwōj jerbal emman! Bar juon raan in jerbal ko remōj!',
  },
};
