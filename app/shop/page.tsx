import { listingMetadata, ShopListingPage, type ListingRouteProps } from './shop-listing';

export const generateMetadata = (props: ListingRouteProps) => listingMetadata('shop', props);

export default async function ShopPage({ searchParams }: ListingRouteProps) {
  return <ShopListingPage name="shop" searchParams={await searchParams} />;
}
