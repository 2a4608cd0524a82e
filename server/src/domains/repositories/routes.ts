import type { FastifyPluginAsync } from 'fastify';
import { branchRoutes } from './branchRoutes.ts';
import { commitRoutes } from './commitRoutes.ts';
import { fileRoutes } from './fileRoutes.ts';
import { gitHttpRoutes } from './gitHttp.ts';
import { treeRoutes } from './treeRoutes.ts';

/** Everything of the repositories domain: git over HTTP, the REST repository API and raw files. */
export const repositoryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(gitHttpRoutes);
  await app.register(branchRoutes);
  await app.register(commitRoutes);
  await app.register(fileRoutes);
  await app.register(treeRoutes);
};
