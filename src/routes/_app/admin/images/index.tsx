import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { ImageUpload } from '@/features/images/image-upload';
import { images } from '@/resources/images';

export const Route = createFileRoute('/_app/admin/images/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(images, ctx),
  component: function ImagesPage() {
    return <ListPage resource={images} page={Route.useLoaderData()} search={Route.useSearch()} extra={<ImageUpload />} />;
  },
});
