-- Weekly posting slots: a weekday and a wall time in the brand's zone, filled in order by "Add to queue".

-- CreateTable
CREATE TABLE "PostingSlot" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "time" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostingSlot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PostingSlot_userId_weekday_time_key" ON "PostingSlot"("userId", "weekday", "time");

-- AddForeignKey
ALTER TABLE "PostingSlot" ADD CONSTRAINT "PostingSlot_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An ISO weekday and a quarter-hour "HH:mm", whatever the application does (Prisma does not model CHECK constraints).
ALTER TABLE "PostingSlot" ADD CONSTRAINT "PostingSlot_weekday_iso" CHECK ("weekday" BETWEEN 1 AND 7);
ALTER TABLE "PostingSlot" ADD CONSTRAINT "PostingSlot_time_quarter_hour" CHECK ("time" ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$');
