/**
 * The house's generated photos and hero video are kept in the repository (assets/), with a manifest
 * holding the hash of the sources that drew them. The build renders them again only when that hash
 * no longer matches (a scene, the encoder settings or sharp changed), then copies them into
 * dist/client, which is all the server serves. Rendering them took about 160 s of CPU in every fresh
 * clone, CI's included (decision 027).
 *
 *   npx tsx scripts/generated-assets.ts     # render what is stale into assets/, copy into dist/client
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPhotos } from './build-photos';
import { buildVideo } from './build-video';

const GENERATED = { photos: 'assets/photos', media: 'assets/media' } as const;

export async function prepareGeneratedAssets(distClient = 'dist/client'): Promise<void> {
  await buildPhotos(GENERATED.photos);
  await buildVideo(GENERATED.media);
  for (const [name, from] of Object.entries(GENERATED)) {
    await cp(path.resolve(from), path.resolve(distClient, name), { recursive: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prepareGeneratedAssets().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
