-- CreateTable
CREATE TABLE "api_request_counts" (
    "organizationId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "api_request_counts_pkey" PRIMARY KEY ("organizationId","day")
);
