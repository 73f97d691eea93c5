import type { Provider, Type } from '@nestjs/common';
import { ContactErasureService } from '../../application/contacts/contact-erasure.service';
import { ContactFormService } from '../../application/contacts/contact-form.service';
import { ContactsAdminService } from '../../application/contacts/contacts-admin.service';
import { ContactController } from '../http/contacts/contact.controller';
import { ContactsAdminController } from '../http/contacts/contacts-admin.controller';

export const contactControllers: Type[] = [ContactController, ContactsAdminController];

export const contactProviders: Provider[] = [ContactFormService, ContactsAdminService, ContactErasureService];
