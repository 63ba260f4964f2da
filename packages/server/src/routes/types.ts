import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteName, RouteResponse, Routes } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../auth/guard.js';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: the body, query and path params already parsed by the row's schemas. */
export interface HandlerInput<N extends RouteName> {
  body: Parsed<Routes[N] extends { body: infer B } ? B : undefined>;
  query: Parsed<Routes[N] extends { query: infer Q } ? Q : undefined>;
  /** Path parameters (`:id`), parsed by the row's `params` schema. */
  params: Parsed<Routes[N] extends { params: infer P } ? P : undefined>;
  /** The signed-in user for 'member' and 'admin' routes; null for public ones. */
  user: Routes[N]['auth'] extends 'none' ? null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

/** A handler answers the row's response shape (null for 204 rows). */
export type RouteHandler<N extends RouteName> = (input: HandlerInput<N>) => Promise<RouteResponse<N>>;

/** One handler for every row of the contract's route table: a missing one does not compile. */
export type RouteHandlers = { [N in RouteName]: RouteHandler<N> };
export type SomeHandlers<K extends RouteName> = { [N in K]: RouteHandler<N> };
