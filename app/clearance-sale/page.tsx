import { listingMetadata, ShopListingPage, type ListingRouteProps } from '@/app/shop/shop-listing';

export const generateMetadata = () => listingMetadata('clearance-sale');

export default async function ClearanceSalePage({ searchParams }: ListingRouteProps) {
  return <ShopListingPage name="clearance-sale" searchParams={await searchParams} />;
}
