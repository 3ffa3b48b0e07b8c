import { listingMetadata, ShopListingPage, type ListingRouteProps } from '@/app/shop/shop-listing';

export const generateMetadata = (props: ListingRouteProps) => listingMetadata('clearance-sale', props);

export default async function ClearanceSalePage({ searchParams }: ListingRouteProps) {
  return <ShopListingPage name="clearance-sale" searchParams={await searchParams} />;
}
