import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { ImageUpload } from '@/features/images/image-upload';
import { images } from '@/resources/images';

export const Route = createFileRoute('/_app/admin/images/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(images, ctx),
  component: function ImagesPage() {
    // One element for the page's life: the list's toolbar is memoized on its props.
    const upload = useMemo(() => <ImageUpload />, []);
    return <ListPage resource={images} page={Route.useLoaderData()} search={Route.useSearch()} extra={upload} />;
  },
});
