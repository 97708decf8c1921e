import { Alert, Button, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { formatDuration, formatYuan, MSG, type Product } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useProducts } from '../api/get-products';

/** public-site §2 User center — member products with a purchase action (§9 price and duration display). */
export function ProductList({
  onBuy,
  buyingId,
}: {
  onBuy: (p: Product) => void;
  buyingId?: number;
}) {
  const { data, error, isPending } = useProducts();
  return (
    <Card title="会员产品" className="yx-section">
      {isPending ? (
        <Skeleton active />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(error, MSG.billing.fetchProductsFailed)}
        />
      ) : data.length === 0 ? (
        <Empty description={MSG.billing.noProducts} />
      ) : (
        <List
          grid={{ gutter: 16, xs: 1, sm: 2, lg: 3 }}
          dataSource={data}
          renderItem={(p) => (
            <List.Item>
              <Card
                size="small"
                title={p.title}
                data-testid={`product-${p.id}`}
                extra={p.is_promotion ? <Tag color="red">限时优惠</Tag> : null}
              >
                <div className="yx-product__price">
                  <Typography.Text strong className="yx-product__amount">
                    {formatYuan(p.effective_amount)}
                  </Typography.Text>
                  {p.is_promotion ? (
                    <Typography.Text delete type="secondary">
                      {formatYuan(p.amount)}
                    </Typography.Text>
                  ) : null}
                  <Typography.Text type="secondary">
                    {' '}
                    / {formatDuration(p.total_days)}
                  </Typography.Text>
                </div>
                {p.description ? (
                  <Typography.Paragraph type="secondary">{p.description}</Typography.Paragraph>
                ) : null}
                <Button type="primary" block loading={buyingId === p.id} onClick={() => onBuy(p)}>
                  立即购买
                </Button>
              </Card>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
