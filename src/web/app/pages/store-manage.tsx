import { StoreManagePage } from '../../features/vendor-store/pages/store-manage-page.tsx';
import { CouponManager } from '../../features/coupons/components/coupon-manager.tsx';

/** /store/manage/:storeId: the store's management page (vendor-store feature) with its coupons (coupons feature). */
export function StoreManage() {
  return <StoreManagePage coupons={(storeId) => <CouponManager scope={{ kind: 'store', storeId }} />} />;
}
