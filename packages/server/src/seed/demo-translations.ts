import type { Kysely } from 'kysely';
import { TRANSLATABLE_FIELDS, TRANSLATABLE_KINDS } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { englishRecords, englishText } from '../domain/translations/content-sources.js';

// The demo content members read, in Spanish, French, German and Portuguese
// (docs/decisions/0107-content-translations.md), keyed by its English text: page titles and menu
// names, the home page's widgets, programmes and actions, symptoms, tips, rewards and the wellbeing
// library. No Marshallese is written here: members reading Marshallese see English until a
// Marshallese speaker writes it (the translation report lists what is missing).

type Texts = { es: string; fr: string; de: string; pt: string };

export const DEMO_TRANSLATIONS: Readonly<Record<string, Texts>> = {
  // Pages (titles are the menu names)
  Home: { es: 'Inicio', fr: 'Accueil', de: 'Startseite', pt: 'Início' },
  Orders: { es: 'Pedidos', fr: 'Commandes', de: 'Bestellungen', pt: 'Pedidos' },
  Rewards: { es: 'Recompensas', fr: 'Récompenses', de: 'Prämien', pt: 'Recompensas' },
  'Wellbeing library': { es: 'Biblioteca de bienestar', fr: 'Bibliothèque bien-être', de: 'Wohlfühlbibliothek', pt: 'Biblioteca de bem-estar' },
  'Health Assessment': { es: 'Evaluación de salud', fr: 'Bilan de santé', de: 'Gesundheitsbewertung', pt: 'Avaliação de saúde' },
  'Nutrition Form': { es: 'Formulario de nutrición', fr: 'Formulaire de nutrition', de: 'Ernährungsformular', pt: 'Formulário de nutrição' },
  'Health actions': { es: 'Acciones de salud', fr: 'Actions santé', de: 'Gesundheitsmaßnahmen', pt: 'Ações de saúde' },
  'My activity': { es: 'Mi actividad', fr: 'Mon activité', de: 'Meine Aktivität', pt: 'Minha atividade' },
  'Program results': { es: 'Resultados del programa', fr: 'Résultats du programme', de: 'Programmergebnisse', pt: 'Resultados do programa' },
  'Virtual care': { es: 'Atención virtual', fr: 'Soins virtuels', de: 'Virtuelle Versorgung', pt: 'Atendimento virtual' },
  'Schedule a call': { es: 'Programar una llamada', fr: 'Planifier un appel', de: 'Anruf planen', pt: 'Agendar uma chamada' },
  Referrals: { es: 'Derivaciones', fr: 'Orientations', de: 'Empfehlungen', pt: 'Encaminhamentos' },
  'Featured referral': { es: 'Derivación destacada', fr: 'Orientation à la une', de: 'Empfehlung im Fokus', pt: 'Encaminhamento em destaque' },
  'Health tip': { es: 'Consejo de salud', fr: 'Conseil santé', de: 'Gesundheitstipp', pt: 'Dica de saúde' },
  'Contact us': { es: 'Contáctanos', fr: 'Nous contacter', de: 'Kontakt', pt: 'Fale conosco' },
  'How to take your test': { es: 'Cómo hacer tu prueba', fr: 'Comment faire votre test', de: 'So machen Sie Ihren Test', pt: 'Como fazer seu teste' },
  Insights: { es: 'Perspectivas', fr: 'Analyses', de: 'Einblicke', pt: 'Insights' },
  'My test': { es: 'Mi prueba', fr: 'Mon test', de: 'Mein Test', pt: 'Meu teste' },
  // Home page widgets (dashboard widgets are titled by their names)
  Vitals: { es: 'Signos vitales', fr: 'Signes vitaux', de: 'Vitalwerte', pt: 'Sinais vitais' },
  'Call Reminder': { es: 'Recordatorio de llamada', fr: 'Rappel d’appel', de: 'Anruferinnerung', pt: 'Lembrete de chamada' },
  'Connect Fitbit': { es: 'Conectar Fitbit', fr: 'Connecter Fitbit', de: 'Fitbit verbinden', pt: 'Conectar Fitbit' },
  'Health Assessment - Empty': { es: 'Evaluación de salud', fr: 'Bilan de santé', de: 'Gesundheitsbewertung', pt: 'Avaliação de saúde' },
  'Health Summary': { es: 'Resumen de salud', fr: 'Résumé de santé', de: 'Gesundheitsübersicht', pt: 'Resumo de saúde' },
  '3D Body Scan': { es: 'Escaneo corporal 3D', fr: 'Scan corporel 3D', de: '3D-Körperscan', pt: 'Escaneamento corporal 3D' },
  'Verify Email': { es: 'Verificar correo', fr: 'Vérifier l’e-mail', de: 'E-Mail bestätigen', pt: 'Verificar e-mail' },
  'Next Step': { es: 'Siguiente paso', fr: 'Étape suivante', de: 'Nächster Schritt', pt: 'Próximo passo' },
  'Recent Test': { es: 'Prueba reciente', fr: 'Test récent', de: 'Letzter Test', pt: 'Teste recente' },
  'Health Tip': { es: 'Consejo de salud', fr: 'Conseil santé', de: 'Gesundheitstipp', pt: 'Dica de saúde' },
  Schedule: { es: 'Agenda', fr: 'Agenda', de: 'Termine', pt: 'Agenda' },
  'Contact Us': { es: 'Contáctanos', fr: 'Nous contacter', de: 'Kontakt', pt: 'Fale conosco' },
  'Random Referral': { es: 'Derivación al azar', fr: 'Orientation au hasard', de: 'Zufällige Empfehlung', pt: 'Encaminhamento aleatório' },
  'Program Progress': { es: 'Progreso del programa', fr: 'Progression du programme', de: 'Programmfortschritt', pt: 'Progresso do programa' },
  'Hydration Tracker': { es: 'Registro de hidratación', fr: 'Suivi de l’hydratation', de: 'Trink-Tracker', pt: 'Registro de hidratação' },
  'Sleep Tracker': { es: 'Registro de sueño', fr: 'Suivi du sommeil', de: 'Schlaf-Tracker', pt: 'Registro de sono' },
  'Smart Meal Tracker': { es: 'Registro inteligente de comidas', fr: 'Suivi intelligent des repas', de: 'Intelligenter Mahlzeiten-Tracker', pt: 'Registro inteligente de refeições' },
  'Primary Care Visit': { es: 'Consulta de atención primaria', fr: 'Consultation de médecine générale', de: 'Hausarztbesuch', pt: 'Consulta de atenção primária' },
  'Mood Tracker': { es: 'Registro de ánimo', fr: 'Suivi de l’humeur', de: 'Stimmungs-Tracker', pt: 'Registro de humor' },
  'Daily Tasks': { es: 'Tareas diarias', fr: 'Tâches du jour', de: 'Tägliche Aufgaben', pt: 'Tarefas diárias' },
  'Daily Journal': { es: 'Diario', fr: 'Journal du jour', de: 'Tagebuch', pt: 'Diário' },
  'Sleep Summary': { es: 'Resumen de sueño', fr: 'Résumé du sommeil', de: 'Schlafübersicht', pt: 'Resumo do sono' },
  Fitness: { es: 'Actividad física', fr: 'Forme physique', de: 'Fitness', pt: 'Atividade física' },
  'Questions about your care or your account? Our member support team is here to help.': {
    es: '¿Preguntas sobre tu atención o tu cuenta? Nuestro equipo de atención a miembros está aquí para ayudarte.',
    fr: 'Des questions sur vos soins ou votre compte ? Notre équipe d’assistance aux membres est là pour vous aider.',
    de: 'Fragen zu Ihrer Versorgung oder Ihrem Konto? Unser Mitglieder-Support hilft Ihnen gern.',
    pt: 'Dúvidas sobre seu atendimento ou sua conta? Nossa equipe de suporte aos membros está aqui para ajudar.',
  },
  'Welcome, {{user.name}}': { es: 'Te damos la bienvenida, {{user.name}}', fr: 'Bienvenue, {{user.name}}', de: 'Willkommen, {{user.name}}', pt: 'Boas-vindas, {{user.name}}' },
  'Set your sleep goal to get a plan that fits you.': {
    es: 'Fija tu objetivo de sueño para recibir un plan a tu medida.',
    fr: 'Fixez votre objectif de sommeil pour obtenir un programme adapté.',
    de: 'Legen Sie Ihr Schlafziel fest, um einen passenden Plan zu erhalten.',
    pt: 'Defina sua meta de sono para receber um plano sob medida.',
  },
  'Spring Wellness Challenge': { es: 'Reto de bienestar de primavera', fr: 'Défi bien-être du printemps', de: 'Frühlings-Wohlfühl-Challenge', pt: 'Desafio de bem-estar da primavera' },
  'March 20 to June 20': { es: 'Del 20 de marzo al 20 de junio', fr: 'Du 20 mars au 20 juin', de: '20. März bis 20. Juni', pt: 'De 20 de março a 20 de junho' },
  'Walk, hydrate and sleep well for thirteen weeks.': {
    es: 'Camina, hidrátate y duerme bien durante trece semanas.',
    fr: 'Marchez, hydratez-vous et dormez bien pendant treize semaines.',
    de: 'Dreizehn Wochen lang gehen, trinken und gut schlafen.',
    pt: 'Caminhe, hidrate-se e durma bem por treze semanas.',
  },
  'Your care team is one message away.': {
    es: 'Tu equipo de atención está a un mensaje de distancia.',
    fr: 'Votre équipe soignante est à un message de vous.',
    de: 'Ihr Versorgungsteam ist nur eine Nachricht entfernt.',
    pt: 'Sua equipe de cuidado está a uma mensagem de distância.',
  },
  'About your dashboard': { es: 'Acerca de tu panel', fr: 'À propos de votre tableau de bord', de: 'Über Ihr Dashboard', pt: 'Sobre seu painel' },
  'Your trackers, programmes and tips live here.\nThey update as you log.': {
    es: 'Aquí están tus registros, programas y consejos.\nSe actualizan a medida que registras.',
    fr: 'Vos suivis, programmes et conseils sont ici.\nIls se mettent à jour à chaque saisie.',
    de: 'Hier finden Sie Ihre Tracker, Programme und Tipps.\nSie aktualisieren sich mit jedem Eintrag.',
    pt: 'Seus registros, programas e dicas ficam aqui.\nEles se atualizam conforme você registra.',
  },
  // Programmes and actions
  'Healthy Pregnancy': { es: 'Embarazo saludable', fr: 'Grossesse en bonne santé', de: 'Gesunde Schwangerschaft', pt: 'Gravidez saudável' },
  'Week by week care for you and your baby.': {
    es: 'Cuidados semana a semana para ti y tu bebé.',
    fr: 'Des soins semaine après semaine pour vous et votre bébé.',
    de: 'Woche für Woche Versorgung für Sie und Ihr Baby.',
    pt: 'Cuidados semana a semana para você e seu bebê.',
  },
  'Better Sleep': { es: 'Dormir mejor', fr: 'Mieux dormir', de: 'Besser schlafen', pt: 'Dormir melhor' },
  'Small habits for longer, deeper sleep.': {
    es: 'Pequeños hábitos para un sueño más largo y profundo.',
    fr: 'De petites habitudes pour un sommeil plus long et plus profond.',
    de: 'Kleine Gewohnheiten für längeren, tieferen Schlaf.',
    pt: 'Pequenos hábitos para um sono mais longo e profundo.',
  },
  'First trimester': { es: 'Primer trimestre', fr: 'Premier trimestre', de: 'Erstes Trimester', pt: 'Primeiro trimestre' },
  'Wind down': { es: 'Relajarse', fr: 'Se détendre', de: 'Zur Ruhe kommen', pt: 'Desacelerar' },
  'Take folic acid daily': { es: 'Toma ácido fólico a diario', fr: 'Prenez de l’acide folique chaque jour', de: 'Täglich Folsäure einnehmen', pt: 'Tome ácido fólico diariamente' },
  'I take it': { es: 'Lo tomo', fr: 'Je le prends', de: 'Ich nehme sie', pt: 'Eu tomo' },
  'Book your first prenatal visit': {
    es: 'Reserva tu primera consulta prenatal',
    fr: 'Prenez votre premier rendez-vous prénatal',
    de: 'Ersten Vorsorgetermin buchen',
    pt: 'Agende sua primeira consulta pré-natal',
  },
  'Book now': { es: 'Reservar ahora', fr: 'Réserver', de: 'Jetzt buchen', pt: 'Agendar agora' },
  'Complete the health assessment': { es: 'Completa la evaluación de salud', fr: 'Remplissez le bilan de santé', de: 'Gesundheitsbewertung ausfüllen', pt: 'Preencha a avaliação de saúde' },
  'Set your sleep goal': { es: 'Fija tu objetivo de sueño', fr: 'Fixez votre objectif de sommeil', de: 'Schlafziel festlegen', pt: 'Defina sua meta de sono' },
  'Screens off an hour before bed': {
    es: 'Pantallas apagadas una hora antes de dormir',
    fr: 'Écrans éteints une heure avant le coucher',
    de: 'Bildschirme eine Stunde vor dem Schlafen aus',
    pt: 'Telas desligadas uma hora antes de dormir',
  },
  'I did it': { es: 'Lo hice', fr: 'C’est fait', de: 'Erledigt', pt: 'Eu fiz' },
  Done: { es: 'Hecho', fr: 'Fait', de: 'Erledigt', pt: 'Feito' },
  'Well done': { es: 'Bien hecho', fr: 'Bravo', de: 'Gut gemacht', pt: 'Muito bem' },
  // Symptoms
  Headache: { es: 'Dolor de cabeza', fr: 'Mal de tête', de: 'Kopfschmerzen', pt: 'Dor de cabeça' },
  Fatigue: { es: 'Cansancio', fr: 'Fatigue', de: 'Müdigkeit', pt: 'Cansaço' },
  Nausea: { es: 'Náuseas', fr: 'Nausées', de: 'Übelkeit', pt: 'Náusea' },
  'Back pain': { es: 'Dolor de espalda', fr: 'Mal de dos', de: 'Rückenschmerzen', pt: 'Dor nas costas' },
  Cough: { es: 'Tos', fr: 'Toux', de: 'Husten', pt: 'Tosse' },
  Fever: { es: 'Fiebre', fr: 'Fièvre', de: 'Fieber', pt: 'Febre' },
  Dizziness: { es: 'Mareo', fr: 'Vertiges', de: 'Schwindel', pt: 'Tontura' },
  'Trouble sleeping': { es: 'Dificultad para dormir', fr: 'Troubles du sommeil', de: 'Schlafprobleme', pt: 'Dificuldade para dormir' },
  Anxiety: { es: 'Ansiedad', fr: 'Anxiété', de: 'Angst', pt: 'Ansiedade' },
  'None of these': { es: 'Ninguno de estos', fr: 'Aucun de ceux-ci', de: 'Nichts davon', pt: 'Nenhum destes' },
  // Health tips
  'Drink a glass of water before each meal.': {
    es: 'Bebe un vaso de agua antes de cada comida.',
    fr: 'Buvez un verre d’eau avant chaque repas.',
    de: 'Trinken Sie vor jeder Mahlzeit ein Glas Wasser.',
    pt: 'Beba um copo de água antes de cada refeição.',
  },
  'A 10 minute walk after lunch helps steady your blood sugar.': {
    es: 'Un paseo de 10 minutos después de comer ayuda a estabilizar el azúcar en sangre.',
    fr: 'Une marche de 10 minutes après le déjeuner aide à stabiliser la glycémie.',
    de: 'Ein 10-minütiger Spaziergang nach dem Mittagessen hilft, den Blutzucker stabil zu halten.',
    pt: 'Uma caminhada de 10 minutos após o almoço ajuda a estabilizar o açúcar no sangue.',
  },
  'Keep a regular bedtime, even at weekends.': {
    es: 'Mantén un horario fijo para acostarte, incluso los fines de semana.',
    fr: 'Couchez-vous à heure fixe, même le week-end.',
    de: 'Gehen Sie regelmäßig zur gleichen Zeit ins Bett, auch am Wochenende.',
    pt: 'Mantenha um horário regular para dormir, mesmo nos fins de semana.',
  },
  'Fill half your plate with vegetables.': {
    es: 'Llena la mitad de tu plato con verduras.',
    fr: 'Remplissez la moitié de votre assiette de légumes.',
    de: 'Füllen Sie die Hälfte Ihres Tellers mit Gemüse.',
    pt: 'Encha metade do prato com legumes.',
  },
  'Take three slow breaths before you answer a stressful email.': {
    es: 'Respira lentamente tres veces antes de responder un correo estresante.',
    fr: 'Prenez trois respirations lentes avant de répondre à un e-mail stressant.',
    de: 'Atmen Sie dreimal langsam durch, bevor Sie auf eine stressige E-Mail antworten.',
    pt: 'Respire devagar três vezes antes de responder a um e-mail estressante.',
  },
  // Rewards
  'Smoothie voucher': { es: 'Vale para un batido', fr: 'Bon pour un smoothie', de: 'Smoothie-Gutschein', pt: 'Vale para um smoothie' },
  'One smoothie at any partner juice bar.': {
    es: 'Un batido en cualquier bar de zumos asociado.',
    fr: 'Un smoothie dans n’importe quel bar à jus partenaire.',
    de: 'Ein Smoothie in jeder Partner-Saftbar.',
    pt: 'Um smoothie em qualquer casa de sucos parceira.',
  },
  'Yoga class pass': { es: 'Pase para una clase de yoga', fr: 'Pass pour un cours de yoga', de: 'Yogastunden-Pass', pt: 'Passe para uma aula de ioga' },
  'A drop-in class at a partner studio near you.': {
    es: 'Una clase suelta en un estudio asociado cerca de ti.',
    fr: 'Un cours à l’unité dans un studio partenaire près de chez vous.',
    de: 'Eine Einzelstunde in einem Partnerstudio in Ihrer Nähe.',
    pt: 'Uma aula avulsa em um estúdio parceiro perto de você.',
  },
  'Fitness tracker discount': {
    es: 'Descuento en pulsera de actividad',
    fr: 'Réduction sur un bracelet d’activité',
    de: 'Rabatt auf einen Fitness-Tracker',
    pt: 'Desconto em pulseira de atividade',
  },
  '25% off a fitness tracker in the partner shop.': {
    es: '25 % de descuento en una pulsera de actividad en la tienda asociada.',
    fr: '25 % de réduction sur un bracelet d’activité dans la boutique partenaire.',
    de: '25 % Rabatt auf einen Fitness-Tracker im Partnershop.',
    pt: '25% de desconto em uma pulseira de atividade na loja parceira.',
  },
  // Wellbeing library
  Stress: { es: 'Estrés', fr: 'Stress', de: 'Stress', pt: 'Estresse' },
  'Sleep and rest': { es: 'Sueño y descanso', fr: 'Sommeil et repos', de: 'Schlaf und Erholung', pt: 'Sono e descanso' },
  Nutrition: { es: 'Nutrición', fr: 'Nutrition', de: 'Ernährung', pt: 'Nutrição' },
  Sleep: { es: 'Sueño', fr: 'Sommeil', de: 'Schlaf', pt: 'Sono' },
  'Mental health': { es: 'Salud mental', fr: 'Santé mentale', de: 'Psychische Gesundheit', pt: 'Saúde mental' },
  Pregnancy: { es: 'Embarazo', fr: 'Grossesse', de: 'Schwangerschaft', pt: 'Gravidez' },
  'Understand worry and ways to calm it.': {
    es: 'Entiende la preocupación y cómo calmarla.',
    fr: 'Comprendre l’inquiétude et comment l’apaiser.',
    de: 'Sorgen verstehen und Wege, sie zu beruhigen.',
    pt: 'Entenda a preocupação e formas de acalmá-la.',
  },
  'Everyday stress and how to release it.': {
    es: 'El estrés cotidiano y cómo liberarlo.',
    fr: 'Le stress du quotidien et comment le relâcher.',
    de: 'Alltagsstress und wie man ihn loslässt.',
    pt: 'O estresse do dia a dia e como aliviá-lo.',
  },
  'Build habits for restful nights.': {
    es: 'Crea hábitos para noches reparadoras.',
    fr: 'Prenez des habitudes pour des nuits reposantes.',
    de: 'Gewohnheiten für erholsame Nächte aufbauen.',
    pt: 'Crie hábitos para noites tranquilas.',
  },
  'Eating well.': { es: 'Comer bien.', fr: 'Bien manger.', de: 'Gut essen.', pt: 'Comer bem.' },
  'Moving more.': { es: 'Moverse más.', fr: 'Bouger plus.', de: 'Mehr bewegen.', pt: 'Mexer-se mais.' },
  'Sleeping better.': { es: 'Dormir mejor.', fr: 'Mieux dormir.', de: 'Besser schlafen.', pt: 'Dormir melhor.' },
  'Feeling well.': { es: 'Sentirse bien.', fr: 'Se sentir bien.', de: 'Sich wohlfühlen.', pt: 'Sentir-se bem.' },
  'A healthy pregnancy.': { es: 'Un embarazo saludable.', fr: 'Une grossesse en bonne santé.', de: 'Eine gesunde Schwangerschaft.', pt: 'Uma gravidez saudável.' },
  'Box breathing in four steps': {
    es: 'Respiración cuadrada en cuatro pasos',
    fr: 'La respiration carrée en quatre étapes',
    de: 'Box-Atmung in vier Schritten',
    pt: 'Respiração quadrada em quatro passos',
  },
  'Five-minute desk stretch': {
    es: 'Estiramientos de cinco minutos en el escritorio',
    fr: 'Étirements de cinq minutes au bureau',
    de: 'Fünf-Minuten-Dehnung am Schreibtisch',
    pt: 'Alongamento de cinco minutos na mesa',
  },
  'Sleep hygiene': { es: 'Higiene del sueño', fr: 'Hygiène du sommeil', de: 'Schlafhygiene', pt: 'Higiene do sono' },
  // Programmes and actions of results that act
  'Heart Health': { es: 'Salud del corazón', fr: 'Santé cardiaque', de: 'Herzgesundheit', pt: 'Saúde do coração' },
  'Steps your care team suggests for a healthier heart.': {
    es: 'Pasos que tu equipo de atención sugiere para un corazón más sano.',
    fr: 'Les étapes que votre équipe soignante propose pour un cœur en meilleure santé.',
    de: 'Schritte, die Ihr Versorgungsteam für ein gesünderes Herz vorschlägt.',
    pt: 'Passos que sua equipe de cuidado sugere para um coração mais saudável.',
  },
  'Thyroid Care': { es: 'Cuidado de la tiroides', fr: 'Suivi de la thyroïde', de: 'Schilddrüsenversorgung', pt: 'Cuidado da tireoide' },
  'Follow-up your care team suggests for your thyroid.': {
    es: 'El seguimiento que tu equipo de atención sugiere para tu tiroides.',
    fr: 'Le suivi que votre équipe soignante propose pour votre thyroïde.',
    de: 'Die Nachsorge, die Ihr Versorgungsteam für Ihre Schilddrüse vorschlägt.',
    pt: 'O acompanhamento que sua equipe de cuidado sugere para sua tireoide.',
  },
  'Review your triglycerides with a coach': {
    es: 'Revisa tus triglicéridos con un asesor',
    fr: 'Faites le point sur vos triglycérides avec un coach',
    de: 'Triglyzeride mit einem Coach besprechen',
    pt: 'Revise seus triglicerídeos com um orientador',
  },
  'A 20-minute call about food and activity that lower triglycerides.': {
    es: 'Una llamada de 20 minutos sobre la alimentación y la actividad que bajan los triglicéridos.',
    fr: 'Un appel de 20 minutes sur l’alimentation et l’activité qui font baisser les triglycérides.',
    de: 'Ein 20-minütiges Gespräch über Ernährung und Bewegung, die Triglyzeride senken.',
    pt: 'Uma chamada de 20 minutos sobre alimentação e atividade que reduzem os triglicerídeos.',
  },
  'Ask your doctor about your thyroid': {
    es: 'Pregunta a tu médico por tu tiroides',
    fr: 'Parlez de votre thyroïde à votre médecin',
    de: 'Ärztin oder Arzt zur Schilddrüse fragen',
    pt: 'Pergunte ao seu médico sobre sua tireoide',
  },
  'A TSH outside the usual range is worth a follow-up test.': {
    es: 'Una TSH fuera del rango habitual merece una prueba de seguimiento.',
    fr: 'Une TSH en dehors des valeurs habituelles mérite un test de contrôle.',
    de: 'Ein TSH-Wert außerhalb des üblichen Bereichs ist einen Kontrolltest wert.',
    pt: 'Um TSH fora da faixa habitual merece um exame de acompanhamento.',
  },
  'HealthDeck Demo Clinic': { es: 'Clínica de demostración HealthDeck', fr: 'Clinique de démonstration HealthDeck', de: 'HealthDeck-Demoklinik', pt: 'Clínica de demonstração HealthDeck' },
  // Milestones
  'Daily streak': { es: 'Racha diaria', fr: 'Série quotidienne', de: 'Tägliche Serie', pt: 'Sequência diária' },
  'Login streak': { es: 'Racha de inicios de sesión', fr: 'Série de connexions', de: 'Anmeldeserie', pt: 'Sequência de acessos' },
  'Week by week': { es: 'Semana a semana', fr: 'Semaine après semaine', de: 'Woche für Woche', pt: 'Semana a semana' },
  // Referrals
  'Talk to someone today': { es: 'Habla con alguien hoy', fr: 'Parlez à quelqu’un aujourd’hui', de: 'Sprechen Sie heute mit jemandem', pt: 'Converse com alguém hoje' },
  'Find support': { es: 'Buscar apoyo', fr: 'Trouver du soutien', de: 'Unterstützung finden', pt: 'Encontrar apoio' },
  'Free, confidential counselling sessions for members.': {
    es: 'Sesiones de orientación gratuitas y confidenciales para miembros.',
    fr: 'Des séances d’accompagnement gratuites et confidentielles pour les membres.',
    de: 'Kostenlose, vertrauliche Beratungsgespräche für Mitglieder.',
    pt: 'Sessões de aconselhamento gratuitas e confidenciais para membros.',
  },
  'Meet a dietitian': { es: 'Conoce a un dietista', fr: 'Rencontrez un diététicien', de: 'Eine Ernährungsberatung treffen', pt: 'Conheça um nutricionista' },
  'Book a visit': { es: 'Reservar una cita', fr: 'Prendre rendez-vous', de: 'Termin buchen', pt: 'Agendar uma consulta' },
  'A one-to-one plan for the way you eat.': {
    es: 'Un plan personal para tu forma de comer.',
    fr: 'Un programme personnalisé pour votre façon de manger.',
    de: 'Ein persönlicher Plan für Ihre Ernährung.',
    pt: 'Um plano individual para o seu jeito de comer.',
  },
  'Anxiety: self-help (NHS)': { es: 'Ansiedad: autoayuda (NHS)', fr: 'Anxiété : s’aider soi-même (NHS)', de: 'Angst: Selbsthilfe (NHS)', pt: 'Ansiedade: autoajuda (NHS)' },
  'Stress management (Mayo Clinic)': {
    es: 'Manejo del estrés (Mayo Clinic)',
    fr: 'Gestion du stress (Mayo Clinic)',
    de: 'Stressbewältigung (Mayo Clinic)',
    pt: 'Controle do estresse (Mayo Clinic)',
  },
};

const LANGUAGES = ['es', 'fr', 'de', 'pt'] as const;

/**
 * Writes the dictionary's translations for every demo record whose English text it knows. Runs on
 * every start: a translation already there (an administrator's, or an earlier start's) is kept.
 */
export async function seedDemoTranslations(db: Kysely<Database>): Promise<void> {
  const rows: { language: string; kind: string; record_id: string; field: string; value: string }[] = [];
  for (const kind of TRANSLATABLE_KINDS) {
    for (const record of await englishRecords(db, kind)) {
      for (const field of TRANSLATABLE_FIELDS[kind]) {
        const english = englishText(record, field);
        const texts = english === null ? undefined : DEMO_TRANSLATIONS[english];
        if (!texts) continue;
        for (const language of LANGUAGES) rows.push({ language, kind, record_id: record.id, field, value: texts[language] });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('content_translations')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
