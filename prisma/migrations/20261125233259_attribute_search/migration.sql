-- CreateIndex
CREATE INDEX "products_attributes_idx" ON "products" USING GIN ("attributes" jsonb_path_ops);
