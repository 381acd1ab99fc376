export { DynamicForm } from './dynamic-form'
export type { DynamicFormProps } from './dynamic-form'
export type { FormCate, FormErrors, FormItem, FormOption, FormValues } from './types'
export { CITY_SEPARATOR, cityLabel, digitsOnly, initialValues, isNumericItem, optionByName, toSubmitValues } from './values'
