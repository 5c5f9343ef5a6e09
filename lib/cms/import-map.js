import { ExportLink as ExportLink_eb7bf7bdc1a57942ed8ba665e76e7a6f } from './/components/ExportLink'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/ExportLink#ExportLink": ExportLink_eb7bf7bdc1a57942ed8ba665e76e7a6f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
