import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstHolding } from '../hosts/extends.ts';
import { apiNotFound } from './errors.ts';
import { firstPaintHandler, type FirstViewSources } from './firstPaint.ts';

export interface PortalOptions {
  /**
   * Serve the build's source maps (`*.map`): on with the sandboxes (a demo, where nothing is
   * real) or with QUADRO_SOURCE_MAPS=1 (a developer's); off in production, where they would
   * hand out the page's whole source with its comments. The build still writes them, for the
   * developer's tools.
   */
  sourceMaps?: boolean;
  /** What the first-view cache reads (./firstPaint.ts); none: every page is rendered. */
  firstView?: FirstViewSources;
}

/**
 * Serves the built portal beside the API: hashed assets for a year, index.html never cached,
 * and index.html for every page path (the router is client-side, history mode). Files go out
 * Brotli- or gzip-compressed when the browser accepts it, from the `.br` and `.gz` copies the
 * build writes beside them (vite.config.ts, `precompressed`). A bill link's page comes with the
 * bill's first view rendered in it when the build has the server renderer (./firstPaint.ts).
 */
export async function installPortal(
  app: FastifyInstance,
  distDir: string | undefined,
  options: PortalOptions = {},
): Promise<void> {
  const hasPortal = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  // Without a portal, @fastify/static still gives reply.sendFile for the hosts' images.
  await app.register(fastifyStatic, {
    root: hasPortal ? distDir : path.resolve('.'),
    serve: hasPortal,
    wildcard: false,
    index: false,
    preCompressed: hasPortal,
    // No route for a source map unless asked: they are the page's whole source (decision 392).
    globIgnore: options.sourceMaps === true ? [] : ['**/*.map', '**/*.map.br', '**/*.map.gz'],
    setHeaders(reply, file) {
      reply.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const firstPaint = hasPortal
    ? await firstPaintHandler(app, distDir, options.firstView)
    : undefined;
  // A route, not a case of the not-found handler below: a route's answers pass through the
  // compression plugin's hooks (./compress.ts), and the rendered bill is 66 KB of HTML.
  if (firstPaint) {
    app.get('/bollettainterattiva', async (request, reply) => {
      if (await firstPaint(request, reply)) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const readable = request.method === 'GET' || request.method === 'HEAD';
    // The host's images (its logo) are served beside /hostsettings.json, from its folder.
    const image = /^\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(?:svg|png|webp))$/.exec(pathname)?.[1];
    // A variant's image may be its parent's (decision 307): the first folder that has it.
    const folder = image === undefined ? undefined : firstHolding(request.site.chain, image);
    if (readable && image !== undefined && folder !== undefined) {
      return reply.header('cache-control', 'public, max-age=3600').sendFile(image, folder);
    }
    if (!hasPortal || !readable || pathname.startsWith('/api/') || path.extname(pathname) !== '') {
      return apiNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
