import type { DocumentProjector } from '../../read-models/shared/projector';
import { masterItemsProjector } from '../../read-models/masters/master-items.projector';
import { membersProjector } from '../../read-models/accounts/members.projector';
import { todoItemsProjector } from '../../read-models/accounts/todo-items.projector';
import { lawyersProjector } from '../../read-models/lawyers/lawyers.projector';
import { propertiesProjector } from '../../read-models/properties/properties.projector';
import { propertyPhotosProjector } from '../../read-models/properties/property-photos.projector';
import { propertySearchProjector } from '../../read-models/properties/property-search.projector';
import { LinderaKanaReader } from '../properties/lindera-kana-reader';
import { favoritesProjector } from '../../read-models/favorites/favorites.projector';
import { feeRatesProjector } from '../../read-models/fees/fee-rates.projector';
import { dealThreadsProjector } from '../../read-models/deals/deal-threads.projector';
import { dealMessagesProjector } from '../../read-models/deals/deal-messages.projector';
import { notificationSettingsProjector } from '../../read-models/notifications/notification-settings.projector';
import { openChatPostsProjector } from '../../read-models/open-chat/open-chat-posts.projector';
import { contractsProjector } from '../../read-models/contracts/contracts.projector';
import { registrationCasesProjector } from '../../read-models/registration-cases/registration-cases.projector';
import { newsItemsProjector } from '../../read-models/news/news-items.projector';
import { newsReadsProjector } from '../../read-models/news/news-reads.projector';
import { contactsProjector } from '../../read-models/contacts/contacts.projector';
import { contractPdfsProjector } from '../../read-models/contracts/contract-pdfs.projector';

/** Every read model the app keeps; the projection runner works them in this order. */
export const allProjectors = [
  masterItemsProjector,
  membersProjector,
  todoItemsProjector,
  lawyersProjector,
  propertiesProjector,
  propertyPhotosProjector,
  propertySearchProjector(new LinderaKanaReader()),
  favoritesProjector,
  feeRatesProjector,
  dealThreadsProjector,
  dealMessagesProjector,
  notificationSettingsProjector,
  openChatPostsProjector,
  contractsProjector,
  registrationCasesProjector,
  newsItemsProjector,
  newsReadsProjector,
  contactsProjector,
  contractPdfsProjector,
] as unknown as readonly DocumentProjector[];
