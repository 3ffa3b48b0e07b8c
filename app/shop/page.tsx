import { listingMetadata, ShopListingPage, type ListingRouteProps } from './shop-listing';

export const generateMetadata = () => listingMetadata('shop');

export default async function ShopPage({ searchParams }: ListingRouteProps) {
  return <ShopListingPage name="shop" searchParams={await searchParams} />;
}
