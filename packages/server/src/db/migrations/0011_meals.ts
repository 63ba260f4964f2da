import { sql, type Kysely } from 'kysely';

// spec 000 §7.6 Meals (daily-intake, multipart upload, save, ingredients); spec 001 §3 Calorie
// intake. The catalogue holds values per 100 g (kcal and grams, rounded as food labels print them:
// USDA FoodData Central figures for the raw or plainly cooked food named).
const FOODS: [name: string, energy: number, carbs: number, protein: number, fat: number][] = [
  ['Apple', 52, 13.8, 0.3, 0.2],
  ['Banana', 89, 22.8, 1.1, 0.3],
  ['Orange', 47, 11.8, 0.9, 0.1],
  ['Strawberries', 32, 7.7, 0.7, 0.3],
  ['Blueberries', 57, 14.5, 0.7, 0.3],
  ['Avocado', 160, 8.5, 2, 14.7],
  ['Broccoli', 34, 6.6, 2.8, 0.4],
  ['Carrot', 41, 9.6, 0.9, 0.2],
  ['Spinach', 23, 3.6, 2.9, 0.4],
  ['Tomato', 18, 3.9, 0.9, 0.2],
  ['Potato, boiled', 87, 20.1, 1.9, 0.1],
  ['Sweet potato, baked', 90, 20.7, 2, 0.2],
  ['White rice, cooked', 130, 28.2, 2.7, 0.3],
  ['Brown rice, cooked', 123, 25.6, 2.7, 1],
  ['Pasta, cooked', 158, 30.9, 5.8, 0.9],
  ['Oats, rolled', 379, 67.7, 13.2, 6.5],
  ['Whole wheat bread', 252, 42.7, 12.5, 3.5],
  ['White bread', 266, 49.4, 8.9, 3.3],
  ['Egg, boiled', 155, 1.1, 12.6, 10.6],
  ['Chicken breast, roasted', 165, 0, 31, 3.6],
  ['Salmon, baked', 206, 0, 22.1, 12.4],
  ['Tuna, canned in water', 116, 0, 25.5, 0.8],
  ['Beef, lean ground, cooked', 250, 0, 26.1, 15.4],
  ['Tofu, firm', 144, 2.8, 17.3, 8.7],
  ['Lentils, boiled', 116, 20.1, 9, 0.4],
  ['Chickpeas, boiled', 164, 27.4, 8.9, 2.6],
  ['Greek yogurt, plain', 97, 3.9, 9, 5],
  ['Milk, whole', 61, 4.8, 3.2, 3.3],
  ['Cheddar cheese', 403, 1.3, 24.9, 33.1],
  ['Almonds', 579, 21.6, 21.2, 49.9],
  ['Peanut butter', 588, 20, 25, 50],
  ['Olive oil', 884, 0, 0, 100],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('energy_kcal', 'double precision', (c) => c.notNull().check(sql`energy_kcal >= 0`))
    .addColumn('carbs_g', 'double precision', (c) => c.notNull().check(sql`carbs_g >= 0`))
    .addColumn('protein_g', 'double precision', (c) => c.notNull().check(sql`protein_g >= 0`))
    .addColumn('fat_g', 'double precision', (c) => c.notNull().check(sql`fat_g >= 0`))
    .execute();
  await db
    .insertInto('ingredients' as never)
    .values(FOODS.map(([name, energy, carbs, protein, fat]) => ({ name, energy_kcal: energy, carbs_g: carbs, protein_g: protein, fat_g: fat })) as never)
    .execute();

  await db.schema
    .createTable('meal_pictures')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('meals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('eaten_at', 'timestamptz', (c) => c.notNull())
    /** The member's calendar day of eaten_at, in their time zone when saved (spec 000 §9). */
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('picture_id', 'uuid', (c) => c.references('meal_pictures.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('meals_user_day').on('meals').columns(['user_id', 'day']).execute();

  // Grams and the ingredient's values are copied per item, so a later catalogue fix does not
  // rewrite what a member ate.
  await db.schema
    .createTable('meal_items')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('meal_id', 'uuid', (c) => c.notNull().references('meals.id').onDelete('cascade'))
    .addColumn('ingredient_id', 'integer', (c) => c.notNull().references('ingredients.id'))
    .addColumn('grams', 'integer', (c) => c.notNull().check(sql`grams between 1 and 2000`))
    .addColumn('energy_kcal', 'double precision', (c) => c.notNull())
    .addColumn('carbs_g', 'double precision', (c) => c.notNull())
    .addColumn('protein_g', 'double precision', (c) => c.notNull())
    .addColumn('fat_g', 'double precision', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meal_items').execute();
  await db.schema.dropTable('meals').execute();
  await db.schema.dropTable('meal_pictures').execute();
  await db.schema.dropTable('ingredients').execute();
}
