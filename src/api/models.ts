// The only file that indexes the generated schema (schema.gen.ts ← openapi/openapi.yaml):
// every shape the app and the mock use is named here.
import type { components } from './schema.gen';

type Schemas = components['schemas'];

export type Id = number;

/** Laravel API-resource envelope for one record (or a non-paginated collection). */
export interface DataEnvelope<T> {
  data: T;
}

/** Laravel API-resource pagination. */
export interface Paginated<T> {
  data: T[];
  links: Schemas['PaginationLinks'];
  meta: Schemas['PaginationMeta'];
}

// Accounts and access
export type User = Schemas['User'];
export type UserInvitation = Schemas['UserInvitation'];
export type Role = Schemas['Role'];
export type Permission = Schemas['Permission'];
export type TenantSummary = Schemas['TenantSummary'];
export type LoginPayload = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type TwoFactorChallengePayload = Schemas['TwoFactorChallengeRequest'];
export type TokenPayload = Schemas['TokenRequest'];
export type TokenResponse = Schemas['TokenResponse'];
export type TokenValidationErrorBody = Schemas['TokenValidationErrorBody'];
export type RegisterPayload = Schemas['RegisterRequest'];
export type CheckEmailResponse = Schemas['CheckEmailResponse'];
export type ResetPasswordPayload = Schemas['ResetPasswordRequest'];
export type ChangePasswordPayload = Schemas['ChangePasswordRequest'];
export type ProfilePayload = Schemas['ProfileInformationRequest'];
export type MessageResponse = Schemas['Message'];
export type ValidationErrorBody = Schemas['ValidationErrorBody'];
export type ConfirmedPasswordStatus = Schemas['ConfirmedPasswordStatus'];
export type TwoFactorQrCode = Schemas['TwoFactorQrCode'];
export type TwoFactorSecretKey = Schemas['TwoFactorSecretKey'];
export type TwoFactorRecoveryCodes = Schemas['TwoFactorRecoveryCodes'];

// Settings and localization
export type FeatureNode = Schemas['FeatureNode'];
export type Feature = Schemas['Feature'];
export type Language = Schemas['Language'];
export type Text = Schemas['Text'];
export type Translation = Schemas['Translation'];
export type Variable = Schemas['Variable'];
export type VariableType = Schemas['VariableType'];
export type PublicVariables = Schemas['PublicVariables'];
export type SocialProvider = Schemas['SocialProvider'];
export type SocialAccount = Schemas['SocialAccount'];
export type SocialAccountListResponse = Schemas['SocialAccountListResponse'];

// Catalogue
export type Tenant = Schemas['Tenant'];
export type TenantLink = Schemas['TenantLink'];
export type Restaurant = Schemas['Restaurant'];
export type RestaurantMenu = Schemas['RestaurantMenu'];
export type RestaurantContact = Schemas['RestaurantContact'];
export type Discount = Schemas['Discount'];
export type Image = Schemas['Image'];
export type PublicMenu = Schemas['PublicMenu'];
export type PublicRestaurant = Schemas['PublicRestaurant'];
export type MenuType = Schemas['MenuType'];
export type ModelType = Schemas['ModelType'];

// Orders, billing, logs
export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type OrderItemChange = Schemas['OrderItemChange'];
export type PlaceOrderPayload = Schemas['PlaceOrderRequest'];
export type OrderContact = Schemas['OrderContact'];
export type OrderShipping = Schemas['OrderShipping'];
export type OrderDelivery = Schemas['OrderDelivery'];
export type Payer = Schemas['Payer'];
export type Bill = Schemas['Bill'];
export type BillItem = Schemas['BillItem'];
export type PayrollLine = Schemas['PayrollLine'];
export type BillType = Schemas['BillType'];
export type CostCategory = Schemas['CostCategory'];
export type Log = Schemas['Log'];
export type LogEvent = Schemas['LogEvent'];
export type LogModelType = Schemas['LogModelType'];
export type DashboardSummary = Schemas['DashboardSummary'];
export type DashboardDay = Schemas['DashboardDay'];
export type SalaryDeduction = Schemas['SalaryDeduction'];

// Notifications (the alerts feature)
export type AppNotification = Schemas['Notification'];
export type NotificationType = AppNotification['type'];
export type NotificationLink = Schemas['NotificationLink'];
export type NotificationPageMeta = Schemas['NotificationPageMeta'];
export type OrderRequestKind = Schemas['OrderRequestKind'];
