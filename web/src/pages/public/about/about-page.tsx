import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Typography } from 'antd';
import { ContentPage } from '../../../ui/content-page';
import { LinkButton } from '../../../ui/link-button';
import styles from './about-page.module.css';

export interface AboutContent {
  title: string;
  lead: string;
  benefits: ReadonlyArray<{ title: string; text: string }>;
  steps: ReadonlyArray<{ title: string; text: string }>;
  cautions: readonly string[];
  cta: { label: string; to: string; note: string };
}

export function AboutPage({ content }: { content: AboutContent }) {
  return (
    <ContentPage title={content.title} lead={content.lead}>
      <h2>いえとち直売所でできること</h2>
      <Row gutter={[16, 16]}>
        {content.benefits.map((benefit) => (
          <Col key={benefit.title} xs={24} md={12}>
            <Card size="small" className={styles.benefit}>
              <h3 className={styles.benefitTitle}>
                <CheckCircleOutlined aria-hidden className={styles.benefitIcon} />
                {benefit.title}
              </h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </Card>
          </Col>
        ))}
      </Row>

      <h2>取引の流れ</h2>
      <ol className={styles.steps}>
        {content.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>

      <h2>ご注意いただきたいこと</h2>
      <Alert
        type="warning"
        showIcon
        title="直接取引だからこそ、次の点をご確認ください"
        description={
          <ul className={styles.cautions}>
            {content.cautions.map((caution) => (
              <li key={caution}>{caution}</li>
            ))}
          </ul>
        }
      />

      <div className={styles.cta}>
        <Typography.Paragraph>{content.cta.note}</Typography.Paragraph>
        <LinkButton to={content.cta.to} type="primary" size="large">
          {content.cta.label}
        </LinkButton>
      </div>
    </ContentPage>
  );
}
