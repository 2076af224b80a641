import type { Metadata } from "next";
import { OrdersBoard } from "@/components/admin/orders/orders-board";
import { PageHeading } from "@/components/admin/page-heading";

export const metadata: Metadata = { title: "Orders board" };

export default function OrdersBoardPage() {
  return (
    <>
      <PageHeading
        title="Orders board"
        intro="Paid orders the kitchen still has to finish, and today's finished ones."
      />
      <OrdersBoard />
    </>
  );
}
