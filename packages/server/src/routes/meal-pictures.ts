// spec 000 §7.6 Meals: multipart upload. @fastify/multipart parses multipart bodies (each route
// sets its own limits; meals.ts reads one `file` part: the picture sealed in the browser). The
// handlers are contract routes (meals.ts: mealPictureUpload, and mealPicture, which serves the
// ciphertext to its owner only).
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MEAL_LIMITS } from '@healthdeck/contract';

export async function registerMealPictures(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEAL_LIMITS.pictureMaxBytes, files: 1, fields: 0, parts: 2 },
  });
}
