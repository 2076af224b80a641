// Orders as the admin API presents them (GET /api/adminauth/ArchivedOrder/{userId} and the
// board at GET /api/adminauth/orders). Money in major units of `currency`.

export type TOrderStatus = "pending" | "placed" | "preparing" | "out_for_delivery" | "delivered" | "cancelled";

export type TOrderLine = {
  _id: string;
  qty: number;
  total: number;
  size: string;
  subcategoryId: { _id: string | null; subCategoryname: string; image: string | null } | null;
  categoryItem: { _id: string | null; categoryItemName: string; image: string | null };
  additionalInfo: { detailinfo: string };
};

export type TAdminOrder = {
  _id: string;
  grandtotal: number;
  currency: string;
  paymentStatus: string;
  status: TOrderStatus;
  address: { address: string } | null;
  createdAt: string;
  Iteam: TOrderLine[];
};

export type TBoardOrder = TAdminOrder & {
  placedAt: string | null;
  customer: { _id: string; username: string; email: string };
  nextStatuses: TOrderStatus[];
};
