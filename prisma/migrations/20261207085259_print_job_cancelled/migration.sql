-- A pre-order accepted and then cancelled still printed its kitchen ticket at its print time,
-- reading PAID, so the kitchen cooked an order already refunded. A job not yet printed is now
-- withdrawn when its order is cancelled or rejected: a state of its own, not failed, which the
-- printer list counts as the printer's trouble. Jobs of orders cancelled before this are
-- withdrawn by their printer's next poll (a value added to an enum cannot be used in the
-- transaction that adds it).

-- AlterEnum
ALTER TYPE "PrintJobStatus" ADD VALUE 'cancelled';

