'use client';
/** The account screen: who you are, your name, your photo and your password. */
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslations } from 'use-intl';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { PhotoForm } from './photo-form';

type Props = { fullName: string; email: string; image: string | null; roles: string[] };

export function AccountView({ fullName, email, image, roles }: Props) {
  const t = useTranslations('account');
  return (
    <>
      <h1 className="h3 mb-4">{t('title')}</h1>
      <Row className="g-3">
        <Col lg={6}>
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('details.title')}
              </Card.Title>
              <dl className="row mb-3">
                <dt className="col-sm-4">{t('details.email')}</dt>
                <dd className="col-sm-8">{email}</dd>
                <dt className="col-sm-4">{t('details.roles')}</dt>
                <dd className="col-sm-8 mb-0">{roles.join(', ') || t('details.noRoles')}</dd>
              </dl>
              <NameForm fullName={fullName} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('photo.title')}
              </Card.Title>
              <PhotoForm fullName={fullName} image={image} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('password.title')}
              </Card.Title>
              <PasswordForm />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
