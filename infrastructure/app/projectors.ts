import type { DocumentProjector } from '../../read-models/shared/projector';
import { masterItemsProjector } from '../../read-models/masters/master-items.projector';

/** Every read model the app keeps; the projection runner works them in this order. */
export const allProjectors = [masterItemsProjector] as unknown as readonly DocumentProjector[];
