-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "scheduledType" "SubscriptionType";
