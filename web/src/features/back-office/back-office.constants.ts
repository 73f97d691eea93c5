import { copyrightYear, SITE_NAME } from '../../ui/site.constants';

export const backOfficeCopyright = (): string => `Copyright © ${copyrightYear()} ${SITE_NAME} All Rights Reserved.`;
