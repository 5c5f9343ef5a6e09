import { SlugInput as SlugInput_e545ea6899bd6d4935ed31924afdb336 } from './/components/SlugInput'
import { LocationPicker as LocationPicker_2d90de6ab086cb08b171761d765a881d } from './/components/LocationPicker'
import { KeepRefusedMarks as KeepRefusedMarks_d5e5b2c83705e89a103002b9df953aa4 } from './/components/KeepRefusedMarks'
import { ListInMain as ListInMain_d3a54c5dbe3d0c830d84f765b3f269a4 } from './/components/ListInMain'
import { MessageLetter as MessageLetter_a597eca92587a882627ae9e59c8999bf } from './/components/MessageLetter'
import { ExportLink as ExportLink_eb7bf7bdc1a57942ed8ba665e76e7a6f } from './/components/ExportLink'
import { SectionLabel as SectionLabel_1e8c2aaae2d71818045dd3d0966c8c11 } from './/components/SectionLabel'
import { SiteIcon as SiteIcon_fe257a8205a8a7022186a127c1c27abb } from './/components/SiteBrand'
import { SiteLogo as SiteLogo_fe257a8205a8a7022186a127c1c27abb } from './/components/SiteBrand'
import { SiteNavHeader as SiteNavHeader_fe257a8205a8a7022186a127c1c27abb } from './/components/SiteBrand'
import { AccessibleNames as AccessibleNames_bedf68048736072d67d55e40adeef1a2 } from './/components/AccessibleNames'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_9a680279bc487e655cb510fd8d9dadff } from './/components/Dashboard'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { VercelBlobClientUploadHandler as VercelBlobClientUploadHandler_16c82c5e25f430251a3e3ba57219ff4e } from '@payloadcms/storage-vercel-blob/client'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/SlugInput#SlugInput": SlugInput_e545ea6899bd6d4935ed31924afdb336,
  "/components/LocationPicker#LocationPicker": LocationPicker_2d90de6ab086cb08b171761d765a881d,
  "/components/KeepRefusedMarks#KeepRefusedMarks": KeepRefusedMarks_d5e5b2c83705e89a103002b9df953aa4,
  "/components/ListInMain#ListInMain": ListInMain_d3a54c5dbe3d0c830d84f765b3f269a4,
  "/components/MessageLetter#MessageLetter": MessageLetter_a597eca92587a882627ae9e59c8999bf,
  "/components/ExportLink#ExportLink": ExportLink_eb7bf7bdc1a57942ed8ba665e76e7a6f,
  "/components/SectionLabel#SectionLabel": SectionLabel_1e8c2aaae2d71818045dd3d0966c8c11,
  "/components/SiteBrand#SiteIcon": SiteIcon_fe257a8205a8a7022186a127c1c27abb,
  "/components/SiteBrand#SiteLogo": SiteLogo_fe257a8205a8a7022186a127c1c27abb,
  "/components/SiteBrand#SiteNavHeader": SiteNavHeader_fe257a8205a8a7022186a127c1c27abb,
  "/components/AccessibleNames#AccessibleNames": AccessibleNames_bedf68048736072d67d55e40adeef1a2,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/Dashboard#Dashboard": Dashboard_9a680279bc487e655cb510fd8d9dadff,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
  "@payloadcms/storage-vercel-blob/client#VercelBlobClientUploadHandler": VercelBlobClientUploadHandler_16c82c5e25f430251a3e3ba57219ff4e
}
